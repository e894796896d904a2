/**
 * The draft (or an older publication) drawn by the learner site's own module components (issue 41;
 * app/shared/pages), at a phone's 360 px and a desktop's 1280 px: the modules lay out by the
 * frame's width (container queries), so what is placed is what is shown. The boards' latest posts
 * come from the editor's board list; the recent classes module, which reads a learner's own
 * classes, is described instead.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { SegmentedControl } from '@ds/components/SegmentedControl';
import { vars } from '@ds/tokens/vars';
import type { PageModule } from '@app/shared/api/contract/pageModules';
import { copy } from '@app/shared/copy';
import { PageModuleList } from '@app/shared/pages/PageModuleList';
import { pageBoardsQuery } from './pageApi';

const text = copy.backofficePages;

export const previewWidths = { phone: 360, desktop: 1280 } as const;
export type PreviewWidth = keyof typeof previewWidths;

const Scroller = styled.div`
  overflow: auto;
  max-height: 70vh;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surfaceMuted};
`;

const Frame = styled.div`
  margin: 0 auto;
  padding: ${vars.space[4]};
  background: ${vars.color.surface};
`;

const Note = styled.p`
  margin: 0;
  padding: ${vars.space[4]};
  border: 1px dashed ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  color: ${vars.color.textMuted};
`;

export function PagePreview({ modules, initialWidth = 'desktop' }: { modules: readonly PageModule[]; initialWidth?: PreviewWidth }) {
  const [width, setWidth] = useState<PreviewWidth>(initialWidth);
  const boards = useQuery(pageBoardsQuery());
  return (
    <div>
      <SegmentedControl
        label={text.previewTitle}
        value={width}
        onChange={(value) => setWidth(value === 'phone' ? 'phone' : 'desktop')}
        options={[
          { value: 'phone', label: text.previewPhone },
          { value: 'desktop', label: text.previewDesktop },
        ]}
      />
      <Scroller tabIndex={0} aria-label={width === 'phone' ? text.previewPhone : text.previewDesktop}>
        <Frame style={{ width: previewWidths[width] }} data-testid="page-preview" data-width={previewWidths[width]}>
          <PageModuleList modules={modules} boards={boards.data?.items ?? []} recent={() => <Note>{copy.sitePages.recentPreview}</Note>} headingLevel={3} />
        </Frame>
      </Scroller>
    </div>
  );
}
