/**
 * The drop zone (a label for the visually hidden file input, so clicking it opens the picker and
 * the input keeps keyboard focus) and the list of files with their upload progress.
 */
import styled from 'styled-components';
import { vars } from '@ds/tokens/vars';

export const Zone = styled.label`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};
  min-height: 120px;
  padding: ${vars.space[4]};
  border: 2px dashed ${vars.color.borderStrong};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surfaceMuted};
  color: ${vars.color.textMuted};
  text-align: center;
  cursor: pointer;
  transition: border-color ${vars.motion.fast} ${vars.motion.easing};

  &:hover, &[data-dragging='true'] { border-color: ${vars.color.primary}; background: ${vars.color.primarySubtle}; }
  &:has(input:focus-visible) { outline: 3px solid ${vars.color.focusRing}; outline-offset: 2px; }
  &[data-invalid='true'] { border-color: ${vars.color.danger}; }
  &[data-disabled='true'] { cursor: not-allowed; opacity: 0.55; }
`;

/** Transparent over the whole zone: a click anywhere opens the picker. */
export const HiddenInput = styled.input`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  opacity: 0;
  cursor: pointer;
  &:disabled { cursor: not-allowed; }
`;

export const PickButtonLook = styled.span`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0 ${vars.space[4]};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font-weight: ${vars.font.weightBold};
`;

export const Files = styled.ul`
  display: grid;
  gap: ${vars.space[2]};
  margin: ${vars.space[3]} 0 0;
  padding: 0;
  list-style: none;
`;

export const FileRow = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${vars.space[1]} ${vars.space[3]};
  padding: ${vars.space[2]} ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
`;

export const FileName = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: ${vars.font.weightMedium};
`;

export const FileMeta = styled.span`
  grid-column: 1;
  font-size: ${vars.font.sizeSm};
  color: ${vars.color.textMuted};
  &[data-status='error'] { color: ${vars.color.danger}; }
  &[data-status='done'] { color: ${vars.color.success}; }
`;

export const ProgressSlot = styled.div`
  grid-column: 1 / -1;
`;

export const RemoveButton = styled.button`
  grid-column: 2;
  grid-row: 1 / span 2;
  min-width: 36px;
  min-height: 36px;
  border: 0;
  border-radius: ${vars.radius.sm};
  background: transparent;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  color: ${vars.color.textMuted};
  cursor: pointer;
  &:hover { background: ${vars.color.surfaceSunken}; color: ${vars.color.text}; }
`;
