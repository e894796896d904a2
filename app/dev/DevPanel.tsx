/**
 * The dev panel of mock mode: a fixed corner button opening a small panel to switch scenario
 * (the page reloads with `?scenario=`), reset the mock data, and read the latest mail of the
 * mock outbox (verification code, reset link), since no mail leaves the mock.
 * Presentational: the actions come in as props, so a story can render it without reloading.
 */
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@ds/components/Button';
import { vars } from '@ds/tokens/vars';
import type { OutboxRecord } from '@mocks/account/schemas';
import type { Scenario } from '@scenarios/types';
import { devCopy } from './devCopy';

export interface DevPanelProps {
  scenarios: ReadonlyArray<Pick<Scenario, 'name' | 'description'>>;
  activeScenario: string;
  onPickScenario: (name: string) => void;
  onResetData: () => void;
  readLatestMail: () => OutboxRecord | null;
  /** Open at first render (stories). */
  defaultOpen?: boolean;
}

const Corner = styled.div`
  position: fixed;
  right: ${vars.space[4]};
  bottom: ${vars.space[4]};
  z-index: 2147483000;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${vars.space[2]};
  font-size: ${vars.font.sizeSm};
`;

const Panel = styled.section`
  width: min(360px, calc(100vw - 2rem));
  max-height: calc(100vh - 6rem);
  overflow: auto;
  display: grid;
  gap: ${vars.space[4]};
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.18);

  h2 {
    font-size: ${vars.font.sizeMd};
  }
  h3 {
    font-size: ${vars.font.sizeSm};
  }
  p {
    color: ${vars.color.textMuted};
  }
  select {
    width: 100%;
    min-height: 40px;
    padding: 0 ${vars.space[2]};
    border: 1px solid ${vars.color.borderStrong};
    border-radius: ${vars.radius.md};
    background: ${vars.color.surface};
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${vars.space[1]} ${vars.space[3]};
  }
  dt {
    color: ${vars.color.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    font-family: ${vars.font.familyMono};
  }
`;

const Group = styled.div`
  display: grid;
  gap: ${vars.space[2]};
`;

function LatestMail({ mail }: { mail: OutboxRecord | null }) {
  if (!mail) return <p>{devCopy.mailEmpty}</p>;
  return (
    <dl>
      <dt>{devCopy.mailKind}</dt>
      <dd>{devCopy.mailKinds[mail.kind]}</dd>
      <dt>{devCopy.mailTo}</dt>
      <dd>{mail.to}</dd>
      {mail.code !== null && (
        <>
          <dt>{devCopy.mailCode}</dt>
          <dd>{mail.code}</dd>
        </>
      )}
      {mail.link !== null && (
        <>
          <dt>{devCopy.mailLink}</dt>
          <dd>
            <a href={mail.link}>{mail.link}</a>
          </dd>
        </>
      )}
    </dl>
  );
}

export function DevPanel({
  scenarios,
  activeScenario,
  onPickScenario,
  onResetData,
  readLatestMail,
  defaultOpen = false,
}: DevPanelProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [picked, setPicked] = useState(activeScenario);
  const [mail, setMail] = useState<OutboxRecord | null>(() => readLatestMail());
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const titleId = useId();
  const selectId = useId();
  const description = scenarios.find((scenario) => scenario.name === picked)?.description ?? '';

  const toggle = () => {
    // Opening shows the mail sent since the panel was last open.
    if (!open) setMail(readLatestMail());
    setOpen(!open);
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <Corner onKeyDown={closeOnEscape}>
      {open && (
        <Panel id={panelId} aria-labelledby={titleId}>
          <h2 id={titleId}>{devCopy.title}</h2>
          <Group>
            <label htmlFor={selectId}>{devCopy.scenarioLabel}</label>
            <select
              id={selectId}
              value={picked}
              onChange={(event) => setPicked(event.target.value)}
            >
              {scenarios.map((scenario) => (
                <option key={scenario.name} value={scenario.name}>
                  {scenario.name}
                </option>
              ))}
            </select>
            <p>{description}</p>
            <p>{devCopy.activeScenario(activeScenario)}</p>
            <Button size="sm" onClick={() => onPickScenario(picked)}>
              {devCopy.scenarioApply}
            </Button>
          </Group>
          <Group>
            <p>{devCopy.resetHint}</p>
            <Button size="sm" variant="danger" onClick={onResetData}>
              {devCopy.resetData}
            </Button>
          </Group>
          <Group>
            <h3>{devCopy.mailTitle}</h3>
            <LatestMail mail={mail} />
            <Button size="sm" variant="secondary" onClick={() => setMail(readLatestMail())}>
              {devCopy.mailRefresh}
            </Button>
          </Group>
        </Panel>
      )}
      <Button
        ref={toggleRef}
        size="sm"
        variant={open ? 'secondary' : 'primary'}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={toggle}
      >
        {devCopy.toggle}
      </Button>
    </Corner>
  );
}
