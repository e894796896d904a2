/**
 * Packages of my classes (`GET /my-klass/package`), one entry per purchase; a package opens per
 * transaction (`/my-klass/package/{id}?transactionKey=`) to show its class tickets.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { Stack } from '@ds/components/Box';
import { Button } from '@ds/components/Button';
import { Card } from '@ds/components/Card';
import { EmptyState } from '@ds/components/EmptyState';
import { ErrorState } from '@ds/components/ErrorState';
import { Grid } from '@ds/components/Grid';
import { Image } from '@ds/components/Image';
import { vars } from '@ds/tokens/vars';
import type { MyPackage } from '@app/shared/api/contract/inventory';
import { myPackageQuery, myPackagesQuery } from '@app/learner/api/inventory';
import { copy } from '@app/shared/copy';
import { formatDate } from '@app/shared/lib/format/date';
import { LoadingBlock } from '../shared/LoadingBlock';
import { KlassTicketCard } from './KlassTicketCard';
import { ListStatusNotice } from './ListStatusNotice';
import { useListStatusToggle } from './useListStatusToggle';

const PlainList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space[4]};
`;

const Cover = styled.div`
  max-width: 240px;
`;

function PackageKlasses({ pkg }: { pkg: MyPackage }) {
  const detail = useQuery(myPackageQuery(pkg.packageId, pkg.transactionKey));
  const toggle = useListStatusToggle();
  if (detail.isPending) return <LoadingBlock label={copy.classes.packageLoading} cards={2} />;
  if (detail.isError) {
    return <ErrorState headingLevel={3} description={copy.classes.listError} onRetry={() => void detail.refetch()} retryLabel={copy.common.retry} />;
  }
  return (
    <Stack gap={3}>
      <ListStatusNotice toggle={toggle} />
      <Grid as="ul" columns={{ xs: 1, sm: 2, md: 3 }} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {detail.data.items.map((item) => (
          <li key={item.klassTicketKey}>
            <KlassTicketCard
              item={item}
              titleAs="h3"
              onToggleListStatus={toggle.toggle}
              toggling={toggle.pendingKey === item.klassTicketKey}
            />
          </li>
        ))}
      </Grid>
    </Stack>
  );
}

function PackageCard({ pkg }: { pkg: MyPackage }) {
  const [open, setOpen] = useState(false);
  const regionId = `package-${pkg.packageId}-${pkg.transactionKey}`;
  return (
    <Card
      as="section"
      title={pkg.title}
      titleAs="h2"
      subtitle={`${copy.classes.packageKlassCount(pkg.klassCount)} · ${copy.classes.packagePurchasedAt(formatDate(pkg.purchasedAt))}`}
    >
      <Cover>
        <Image src={pkg.coverImageUrl} alt={copy.classes.coverAlt(pkg.title)} ratio="16:9" rounded />
      </Cover>
      <div>
        <Button size="sm" variant="secondary" aria-expanded={open} aria-controls={regionId} onClick={() => setOpen(!open)}>
          {open ? copy.classes.closePackage : copy.classes.openPackage}
        </Button>
      </div>
      <div id={regionId}>{open ? <PackageKlasses pkg={pkg} /> : null}</div>
    </Card>
  );
}

export function PackageSection({ showHidden }: { showHidden: boolean }) {
  const listStatus = showHidden ? (['HIDE', 'SHOW'] as const) : (['SHOW'] as const);
  const list = useQuery(myPackagesQuery([...listStatus]));
  if (list.isPending) return <LoadingBlock label={copy.classes.loadingList} cards={2} />;
  if (list.isError) {
    return <ErrorState description={copy.classes.listError} onRetry={() => void list.refetch()} retryLabel={copy.common.retry} />;
  }
  if (list.data.items.length === 0) return <EmptyState headingLevel={2} title={copy.classes.emptyPackages} />;
  return (
    <PlainList>
      {list.data.items.map((pkg) => (
        <li key={`${pkg.packageId}-${pkg.transactionKey}`}>
          <PackageCard pkg={pkg} />
        </li>
      ))}
    </PlainList>
  );
}
