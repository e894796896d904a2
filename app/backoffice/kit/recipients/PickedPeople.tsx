/**
 * The people picked in the recipient picker's member search (issue 38), listed with their count as
 * chips, each with its remove button: picks stay across searches, so the operator sees whom the
 * job will reach, not only the rows of the search on screen. Removing one puts focus on the list's
 * title (the chip and its button are gone).
 */
import { useRef } from 'react';
import styled from 'styled-components';
import { Tag } from '@ds/components/Tag';
import { formatCount } from '@ds/lib/text/number';
import { vars } from '@ds/tokens/vars';
import type { RecipientMember } from '@app/shared/api/contract/adminRecipients';
import { copy } from '@app/shared/copy';

const text = copy.backofficeRecipients.picked;

const Root = styled.section`
  display: grid;
  gap: ${vars.space[2]};
  > strong {
    font-size: ${vars.font.sizeMd};
  }
  p {
    margin: 0;
    color: ${vars.color.textMuted};
    font-size: ${vars.font.sizeSm};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

export interface PickedPeopleProps {
  people: readonly RecipientMember[];
  onRemove: (accountKey: string) => void;
}

export function PickedPeople({ people, onRemove }: PickedPeopleProps) {
  const title = useRef<HTMLElement>(null);
  return (
    <Root aria-labelledby="recipient-picked-title">
      <strong id="recipient-picked-title" ref={title} tabIndex={-1}>
        {text.title(formatCount(people.length))}
      </strong>
      {people.length === 0 ? (
        <p>{text.none}</p>
      ) : (
        <ul>
          {people.map((member) => (
            <li key={member.accountKey}>
              <Tag
                tone="primary"
                removeLabel={text.remove(member.displayName)}
                onRemove={() => {
                  title.current?.focus();
                  onRemove(member.accountKey);
                }}
              >
                {text.person(member.displayName, member.email)}
              </Tag>
            </li>
          ))}
        </ul>
      )}
    </Root>
  );
}
