/**
 * One class announcement: the master's name and profile image, when it was written (with the
 * recent mark), who may see it, and its server HTML rendered only through the sanitiser.
 */
import styled from 'styled-components';
import { Avatar } from '@ds/components/Avatar';
import { Tag } from '@ds/components/Tag';
import { vars } from '@ds/tokens/vars';
import type { Announcement } from '@app/shared/api/contract/inventory';
import { copy } from '@app/shared/copy';
import { PostedAt } from '../shared/PostedAt';
import { SafeHtml } from '../shared/SafeHtml';

const Item = styled.article`
  display: grid;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  flex-wrap: wrap;
`;

const Who = styled.div`
  display: grid;
  gap: ${vars.space[1]};
  flex: 1;
  min-width: 0;
  > h3 { margin: 0; font-size: ${vars.font.sizeMd}; font-weight: ${vars.font.weightBold}; }
`;

export function AnnouncementItem({ announcement }: { announcement: Announcement }) {
  const text = copy.community.announcements;
  return (
    <Item aria-label={`${announcement.masterName} ${text.title}`}>
      <Header>
        <Avatar name={announcement.masterName} src={announcement.masterProfileImageUrl} decorative />
        <Who>
          <h3>{announcement.masterName}</h3>
          <PostedAt created={announcement.created} />
        </Who>
        <Tag>{text.visibility[announcement.visibility]}</Tag>
      </Header>
      <SafeHtml html={announcement.contentHtml} under={3} />
    </Item>
  );
}
