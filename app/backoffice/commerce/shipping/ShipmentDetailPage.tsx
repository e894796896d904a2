/**
 * `/admin/shipping/:shipmentKey` (backoffice.md §2 "shipping … detail", §3 Shipping, §4, §5;
 * issue 17): one shipment — its order, its status with only the actions that status allows
 * (hold and prepare with an undo window, drop out and confirm delivered after a confirmation),
 * the invoice (carrier of the ten and number) while it may be registered or corrected, the
 * address form with §5's messages at its fields while the parcel has not left (a failed save
 * keeps what was typed and says so), and its change history.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Alert } from '@ds/components/Alert';
import { Stack } from '@ds/components/Box';
import { Button } from '@ds/components/Button';
import { DescriptionList } from '@ds/components/DescriptionList';
import { EmptyState } from '@ds/components/EmptyState';
import { ErrorState } from '@ds/components/ErrorState';
import { Select } from '@ds/components/Select';
import { Skeleton } from '@ds/components/Skeleton';
import { TextField } from '@ds/components/TextField';
import { Link } from '@ds/components/TextButton';
import { useToast } from '@ds/components/Toast';
import { vars } from '@ds/tokens/vars';
import { formatCount } from '@ds/lib/text/number';
import { isApiError } from '@app/shared/api/client/ApiError';
import type { Shipment } from '@app/shared/api/contract/adminShipping';
import { errorCodes } from '@app/shared/api/contract/errors';
import {
  ADDRESS_DETAIL_MAX,
  actionTarget,
  allowedShippingActions,
  canRegisterInvoice,
  canUpdateAddress,
  carriers,
  DELIVERY_MESSAGE_MAX,
  RECIPIENT_NAME_MAX,
  type Carrier,
} from '@app/shared/api/contract/adminShippingRules';
import { copy } from '@app/shared/copy';
import { formatDateTime } from '@app/shared/lib/format/date';
import { formatPhone } from '@app/shared/lib/format/phone';
import { areaById } from '../../access/areas';
import { adminOrderKeys } from '../../api/adminOrder';
import { adminShippingKeys, changeShipmentStatus, registerInvoice, shipmentQuery, updateShipmentAddress } from '../../api/adminShipping';
import { RecordHistory } from '../../history/RecordHistory';
import { AdminPage } from '../../shell/AdminPage';
import { SHIPPING_PATH } from './paths';
import { ShipmentStatusLabel } from './ShipmentStatusLabel';
import { addressFormSchema, invoiceFormSchema, toAddressForm, type AddressFormValues, type InvoiceFormValues } from './shippingForms';
import { useShippingAction } from './useShippingAction';

const text = copy.backofficeShipping;

const Sections = styled.div`
  display: grid;
  gap: ${vars.space[8]};
  max-width: 720px;
  h2 { margin: 0 0 ${vars.space[3]}; font-size: ${vars.font.sizeLg}; }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function StatusSection({ shipment }: { shipment: Shipment }) {
  const queryClient = useQueryClient();
  const shippingAction = useShippingAction();
  const key = adminShippingKeys.shipment(shipment.shipmentKey);
  const actions = allowedShippingActions(shipment.status);
  return (
    <Section title={text.statusSection}>
      <Stack gap={3}>
        <Row>
          <span>{text.statusNow}</span>
          <ShipmentStatusLabel status={shipment.status} />
        </Row>
        {actions.length === 0 ? (
          <p>{text.noActions}</p>
        ) : (
          <Row>
            {actions.map((action) => (
              <Button
                key={action}
                variant={action === 'DROP_OUT' ? 'danger' : 'secondary'}
                onClick={() =>
                  shippingAction.perform({
                    action,
                    scope: text.detailTitle(shipment.shipmentKey),
                    apply: () => queryClient.setQueryData(key, { ...shipment, status: actionTarget[action] }),
                    revert: () => queryClient.setQueryData(key, shipment),
                    send: ({ keepalive }) => changeShipmentStatus(shipment.shipmentKey, action, { keepalive }),
                  })
                }
              >
                {text.actions[action]}
              </Button>
            ))}
          </Row>
        )}
      </Stack>
      {shippingAction.dialog}
    </Section>
  );
}

const carrierOptions = carriers.map((value) => ({ value, label: text.carriers[value] }));

function InvoiceSection({ shipment }: { shipment: Shipment }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const form = useForm<InvoiceFormValues>({
    resolver: zodResolver(invoiceFormSchema),
    defaultValues: { carrier: shipment.carrier ?? '', invoiceNumber: shipment.invoiceNumber ?? '' },
  });
  const save = useMutation({
    mutationFn: (values: InvoiceFormValues) => registerInvoice(shipment.shipmentKey, { carrier: values.carrier as Carrier, invoiceNumber: values.invoiceNumber }),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminShippingKeys.shipment(saved.shipmentKey), saved);
      void queryClient.invalidateQueries({ queryKey: adminShippingKeys.all });
      form.reset({ carrier: saved.carrier ?? '', invoiceNumber: saved.invoiceNumber ?? '' });
      toast.show(text.invoiceSaved);
    },
  });
  const errors = form.formState.errors;
  if (!canRegisterInvoice(shipment.status)) {
    return (
      <Section title={text.invoiceSection}>
        {shipment.carrier && shipment.invoiceNumber ? (
          <p>{text.invoiceOf(text.carriers[shipment.carrier], shipment.invoiceNumber)}</p>
        ) : (
          <p>{text.invoiceNotYet}</p>
        )}
      </Section>
    );
  }
  return (
    <Section title={text.invoiceSection}>
      <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
        <Stack gap={3}>
          {save.isError ? <Alert tone="danger">{text.invoiceFailed}</Alert> : null}
          <p>{text.invoiceHint}</p>
          <Select label={text.carrier} placeholder={text.carrierPlaceholder} options={carrierOptions} required error={errors.carrier?.message} {...form.register('carrier')} />
          <TextField label={text.invoiceNumber} inputMode="numeric" autoComplete="off" required error={errors.invoiceNumber?.message} {...form.register('invoiceNumber')} />
          <div>
            <Button type="submit" loading={save.isPending}>
              {shipment.invoiceNumber ? text.updateInvoice : text.registerInvoice}
            </Button>
          </div>
        </Stack>
      </form>
    </Section>
  );
}

function AddressSection({ shipment }: { shipment: Shipment }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const form = useForm<AddressFormValues>({
    resolver: zodResolver(addressFormSchema),
    defaultValues: toAddressForm(shipment.recipient, shipment.message),
  });
  const save = useMutation({
    mutationFn: (values: AddressFormValues) => updateShipmentAddress(shipment.shipmentKey, values),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminShippingKeys.shipment(saved.shipmentKey), saved);
      void queryClient.invalidateQueries({ queryKey: adminShippingKeys.lists() });
      // The order ships to the new address too, and its detail says so.
      void queryClient.invalidateQueries({ queryKey: adminOrderKeys.order(saved.orderKey) });
      form.reset(toAddressForm(saved.recipient, saved.message));
      toast.show(text.addressSaved);
    },
  });
  const errors = form.formState.errors;
  const locked = !canUpdateAddress(shipment.status);
  const refusedAsLocked = isApiError(save.error) && save.error.code === errorCodes.shippingAddressLocked.code;
  return (
    <Section title={text.addressSection}>
      <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
        <Stack gap={3}>
          {locked ? <Alert tone="info">{text.addressLocked}</Alert> : null}
          {save.isError ? <Alert tone="danger">{refusedAsLocked ? text.addressLocked : text.addressFailed}</Alert> : null}
          <TextField label={text.recipientName} required maxLength={RECIPIENT_NAME_MAX + 10} disabled={locked} error={errors.name?.message} {...form.register('name')} />
          <TextField label={text.phone} required inputMode="tel" autoComplete="off" maxLength={13} disabled={locked} error={errors.phone?.message} {...form.register('phone')} />
          <TextField label={text.zipCode} required inputMode="numeric" maxLength={5} disabled={locked} error={errors.zipCode?.message} {...form.register('zipCode')} />
          <TextField label={text.address} required disabled={locked} error={errors.address?.message} {...form.register('address')} />
          <TextField label={text.addressDetail} maxLength={ADDRESS_DETAIL_MAX + 10} disabled={locked} error={errors.addressDetail?.message} {...form.register('addressDetail')} />
          <TextField label={text.message} maxLength={DELIVERY_MESSAGE_MAX + 10} disabled={locked} error={errors.message?.message} {...form.register('message')} />
          {locked ? null : (
            <div>
              <Button type="submit" loading={save.isPending}>
                {text.saveAddress}
              </Button>
            </div>
          )}
        </Stack>
      </form>
    </Section>
  );
}

function ShipmentDetail({ shipment }: { shipment: Shipment }) {
  return (
    <AdminPage title={text.detailTitle(shipment.shipmentKey)} area={areaById('SHIPPING')}>
      <Sections>
        <Section title={text.orderSection}>
          <DescriptionList
            items={[
              { term: text.orderKey, description: shipment.orderKey },
              { term: text.orderTitle, description: shipment.orderTitle },
              { term: text.quantity, description: text.quantityOf(formatCount(shipment.quantity)) },
              { term: text.buyer, description: shipment.buyerName },
              { term: text.orderedAt, description: formatDateTime(shipment.orderedAt) },
              { term: text.phone, description: formatPhone(shipment.recipient.phone) },
            ]}
          />
        </Section>
        <StatusSection shipment={shipment} />
        {/* Keyed by status: a new status may open or close the forms, which start from the saved values. */}
        <InvoiceSection key={`invoice-${shipment.status}`} shipment={shipment} />
        <AddressSection key={`address-${shipment.status}`} shipment={shipment} />
        <RecordHistory recordType="SHIPMENT" recordKey={shipment.shipmentKey} />
      </Sections>
    </AdminPage>
  );
}

export function ShipmentDetailPage() {
  const { shipmentKey = '' } = useParams();
  const shipment = useQuery(shipmentQuery(shipmentKey));
  if (shipment.data) return <ShipmentDetail shipment={shipment.data} />;
  const gone = isApiError(shipment.error) && shipment.error.code === errorCodes.notFound.code;
  return (
    <AdminPage title={text.title} area={areaById('SHIPPING')}>
      {shipment.isPending ? (
        <div role="status" aria-label={copy.common.loading}>
          <Skeleton lines={8} />
        </div>
      ) : gone ? (
        <EmptyState headingLevel={2} title={text.gone} action={<Link to={SHIPPING_PATH}>{text.backToList}</Link>} />
      ) : (
        <ErrorState title={text.loadFailed} description={copy.common.serverError} onRetry={() => void shipment.refetch()} retryLabel={copy.common.retry} />
      )}
    </AdminPage>
  );
}
