/**
 * The groups the member is in, each a link to that group's member list, and adding the member to
 * another group (the member-group area's own call, so the group's list shows them at once).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Stack } from '@ds/components/Box';
import { Button } from '@ds/components/Button';
import { Select } from '@ds/components/Select';
import { useToast } from '@ds/components/Toast';
import { copy } from '@app/shared/copy';
import { addGroupMembers, adminMemberKeys, groupsQuery } from '../../api/adminMember';
import { memberGroupPath } from '../paths';
import { useMemberSaved, type MemberCardProps } from './useMemberSaved';
import { SectionCard } from './SectionCard';
import { fetchMemberDetail } from '../../api/adminMemberDetail';

const text = copy.backofficeMemberDetail;
/** Every group a tenant has fits one page of the picker. */
const GROUP_PICK_SIZE = 100;

export function GroupsCard({ member, readOnly }: MemberCardProps) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const saved = useMemberSaved(member.accountKey);
  const [groupKey, setGroupKey] = useState('');
  const groups = useQuery({ ...groupsQuery({ size: GROUP_PICK_SIZE, sort: 'name,asc' }), enabled: !readOnly });
  const inGroup = new Set(member.groups.map((group) => group.groupKey));
  const options = (groups.data?.items ?? []).filter((group) => !inGroup.has(group.groupKey)).map((group) => ({ value: group.groupKey, label: group.name }));
  const add = useMutation({
    mutationFn: async (key: string) => {
      const result = await addGroupMembers(key, [member.accountKey]);
      return { result, updated: await fetchMemberDetail(member.accountKey) };
    },
    onSuccess: ({ result, updated }, key) => {
      const name = groups.data?.items.find((group) => group.groupKey === key)?.name ?? key;
      saved(updated);
      void queryClient.invalidateQueries({ queryKey: adminMemberKeys.all });
      setGroupKey('');
      toast.show(result.addedCount > 0 ? text.addedToGroup(name) : text.alreadyInGroup(name));
    },
    onError: () => toast.show(text.groupAddFailed),
  });
  return (
    <SectionCard title={text.groupsTitle}>
      <Stack gap={4}>
        {member.groups.length === 0 ? (
          <p>{text.groupsNone}</p>
        ) : (
          <ul>
            {member.groups.map((group) => (
              <li key={group.groupKey}>
                <Link to={memberGroupPath(group.groupKey)}>{group.name}</Link>
              </li>
            ))}
          </ul>
        )}
        {readOnly ? null : (
          <Stack direction="row" gap={2} align="end" wrap>
            <Select label={text.groupPick} placeholder={text.choose} options={options} value={groupKey} onChange={(event) => setGroupKey(event.target.value)} />
            <Button variant="secondary" disabled={groupKey === ''} loading={add.isPending} onClick={() => add.mutate(groupKey)}>
              {text.addToGroup}
            </Button>
          </Stack>
        )}
      </Stack>
    </SectionCard>
  );
}
