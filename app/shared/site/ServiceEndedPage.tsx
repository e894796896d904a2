/**
 * The service-ended page for tenant status DROP_OUT (spec learner.md §2): default title "잠시
 * 쉬어가고 있어요" (or the tenant's status title), an illustration, the default body or the
 * tenant's custom message, a contact box (support telephone, else email), the "매니저 로그인"
 * link and the service name.
 */
import styled from 'styled-components';
import { Link } from '@ds/components/TextButton';
import { vars } from '@ds/tokens/vars';
import type { Preferences } from '@app/shared/api/contract/tenant';
import { copy } from '@app/shared/copy';
import serviceEndedImageBundled from './assets/service-ended.svg';
import { staticImageUrl } from './staticImage';
import { customText, MANAGER_LOGIN_PATH, supportContact } from './siteStatus';
import { StatusPageLayout } from './StatusPageLayout';

const ContactBox = styled.section`
  width: 100%;
  padding: ${vars.space[4]} ${vars.space[5]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surfaceMuted};
  h2 { font-size: ${vars.font.sizeMd}; margin-bottom: ${vars.space[1]}; }
  dl { display: flex; justify-content: center; gap: ${vars.space[2]}; margin: 0; }
  dt { color: ${vars.color.textMuted}; }
  dd { margin: 0; font-weight: ${vars.font.weightBold}; }
`;

const ServiceName = styled.p`
  font-weight: ${vars.font.weightBold};
  color: ${vars.color.text};
`;

const ManagerLogin = styled(Link)`
  font-size: ${vars.font.sizeSm};
`;

export interface ServiceEndedPageProps {
  preferences: Pick<Preferences, 'corporation' | 'statusTitle' | 'statusMessage'>;
}

export function ServiceEndedPage({ preferences }: ServiceEndedPageProps) {
  const { corporation } = preferences;
  const contact = supportContact(corporation);
  return (
    <StatusPageLayout
      image={{ src: staticImageUrl('service-ended.svg', serviceEndedImageBundled), alt: copy.site.serviceEndedImageAlt }}
      title={customText(preferences.statusTitle) ?? copy.site.serviceEndedTitle}
    >
      <p>{customText(preferences.statusMessage) ?? copy.site.serviceEndedBody(corporation.serviceName)}</p>
      <ContactBox aria-labelledby="service-ended-contact">
        <h2 id="service-ended-contact">{copy.site.contactTitle}</h2>
        <dl>
          <dt>{contact.kind === 'tel' ? copy.site.contactTel : copy.site.contactEmail}</dt>
          <dd>
            <a href={contact.href}>{contact.value}</a>
          </dd>
        </dl>
      </ContactBox>
      <ServiceName>{corporation.serviceName}</ServiceName>
      <ManagerLogin to={MANAGER_LOGIN_PATH} tone="neutral">
        {copy.site.managerLogin}
      </ManagerLogin>
    </StatusPageLayout>
  );
}
