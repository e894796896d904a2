/** One card of the member detail: a section named by its h2 title, so each card is a region a reader can jump to. */
import type { ReactNode } from 'react';
import { Card } from '@ds/components/Card';

export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card as="section" title={title} titleAs="h2" aria-label={title}>
      {children}
    </Card>
  );
}
