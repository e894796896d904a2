/**
 * `/app/user/klasses/certification?key={ticketKey}&type={type}` (spec learner.md §2): the
 * certificate alone, laid out for one A4 page (`@page`), outside the site chrome; a 인쇄 button
 * on screen, hidden on paper. A class or course not completed yet says so, as the dialog does.
 */
import { useSearchParams } from 'react-router-dom';
import styled, { createGlobalStyle } from 'styled-components';
import { Button } from '@ds/components/Button';
import { EmptyState } from '@ds/components/EmptyState';
import { Spinner } from '@ds/components/Spinner';
import { vars } from '@ds/tokens/vars';
import { ticketTypeSchema } from '@app/shared/api/contract/inventory';
import { copy } from '@app/shared/copy';
import { ErrorPage } from '@app/shared/site/ErrorPage';
import { CertificateSheet } from '@app/shared/certificates/CertificateSheet';
import { isPrintable, notCompletedRefusal, useCertificate } from './useCertificate';

/** One A4 page without margins; the sheet is a hair under 210 mm so rounding never adds a page. */
const A4Page = createGlobalStyle`
  @page { size: A4; margin: 0; }
  @media print {
    html, body { margin: 0; padding: 0; background: #ffffff; }
  }
`;

const Screen = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[4]};
  padding: ${vars.space[6]} ${vars.space[4]};
  background: ${vars.color.surfaceSunken};
  min-height: 100vh;
  @media print { display: block; padding: 0; background: none; min-height: 0; }
`;

const Toolbar = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[4]};
  h1 { font-size: ${vars.font.sizeLg}; }
`;

const Paper = styled.div`
  width: 209mm;
  max-width: 100%;
  box-shadow: ${vars.shadow.md};
  @media print { max-width: none; box-shadow: none; break-inside: avoid; }
`;

function PrintableCertificate({ ticketKey, type }: { ticketKey: string; type: 'KLASS' | 'COURSE' }) {
  const certificate = useCertificate(ticketKey, type);
  if (certificate.isPending) return <Spinner label={copy.common.loading} showLabel size="lg" />;
  const refusal = notCompletedRefusal(certificate.error);
  if (refusal !== null) return <EmptyState headingLevel={2} icon="file" title={copy.certificates.notCompleted} description={refusal} />;
  if (certificate.isError) return <ErrorPage error={certificate.error} headingLevel={2} />;
  if (!isPrintable(certificate.data)) {
    return <EmptyState headingLevel={2} icon="file" title={copy.certificates.noLayout} />;
  }
  return (
    <Paper>
      <CertificateSheet certificate={certificate.data} />
    </Paper>
  );
}

export function CertificationPrintPage() {
  const [params] = useSearchParams();
  const ticketKey = params.get('key');
  const type = ticketTypeSchema.safeParse(params.get('type'));
  return (
    <Screen id="main">
      <A4Page />
      <Toolbar data-print="hide">
        <h1>{copy.certificates.printPageTitle}</h1>
        <Button onClick={() => window.print()}>{copy.certificates.printButton}</Button>
      </Toolbar>
      {ticketKey && type.success ? (
        <PrintableCertificate ticketKey={ticketKey} type={type.data} />
      ) : (
        <EmptyState headingLevel={2} icon="danger" title={copy.certificates.missingQuery} />
      )}
    </Screen>
  );
}
