/**
 * The refund of one order (backoffice.md §3 Refund request, §5 refund fields; issue 17): units per
 * item, shipping fees, reason type and reason, and for a deposit order the bank account; or
 * "전체 환불" (sent to `…/refund/all` when the choice is everything left). A react-hook-form over `refundFormSchema` (refundForm.ts), so every rule's Korean
 * message is at its field. The amounts come from the one refund computation the server uses
 * (adminOrderRefund.ts), shown as the operator chooses and again in the confirmation: a refund is
 * irreversible, so it is confirmed with its amounts and resulting status, and has no undo.
 *
 * The dialog works on the order as it was opened, so a refetch meanwhile cannot shift the fields.
 * A failed refund goes back to the form with everything typed kept and the failure above it; a
 * refusal because another operator refunded first (409) closes it, and the page shows the order anew.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { Alert } from '@ds/components/Alert';
import { Button } from '@ds/components/Button';
import { Checkbox } from '@ds/components/Checkbox';
import { ConfirmDialog } from '@ds/components/ConfirmDialog';
import { Dialog } from '@ds/components/Dialog';
import { Select } from '@ds/components/Select';
import { TextArea } from '@ds/components/TextArea';
import { TextField } from '@ds/components/TextField';
import { useToast } from '@ds/components/Toast';
import { vars } from '@ds/tokens/vars';
import { isApiError } from '@app/shared/api/client/ApiError';
import { refundBanks, refundReasonTypes, type OrderDetail } from '@app/shared/api/contract/adminOrder';
import { errorCodes } from '@app/shared/api/contract/errors';
import { computeRefund, remainingQuantity, type RefundComputation } from '@app/shared/api/contract/adminOrderRefund';
import { copy } from '@app/shared/copy';
import { formatPrice } from '@app/shared/lib/format/price';
import { adminOrderKeys, refundOrder, refundWholeOrder } from '../../api/adminOrder';
import { adminShippingKeys } from '../../api/adminShipping';
import {
  choiceOf,
  choosesEverythingLeft,
  everythingLeftValues,
  refundableParts,
  refundFormDefaults,
  refundFormSchema,
  refundReasonOf,
  refundRequestOf,
  type RefundFormValues,
} from './refundForm';

const text = copy.backofficeOrders;
const won = (amount: number) => formatPrice(amount, 'ZERO') ?? '';

const Fields = styled.div`
  display: grid;
  gap: ${vars.space[3]};
`;
const Summary = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  gap: ${vars.space[1]} ${vars.space[4]};
  margin: 0;
  > dd { margin: 0; text-align: end; font-variant-numeric: tabular-nums; }
`;

/** The computation's parts in won, as the summary and the confirmation say them. */
function amountsOf(computation: RefundComputation) {
  return {
    items: won(computation.lines.reduce((sum, line) => sum + line.grossAmount, 0)),
    discount: won(computation.lines.reduce((sum, line) => sum + line.discountAmount, 0)),
    shipping: won(computation.shippingAmount),
    total: won(computation.total),
  };
}

export interface RefundDialogProps {
  order: OrderDetail;
  onClose: () => void;
}

export function RefundDialog({ order: current, onClose }: RefundDialogProps) {
  const [order] = useState(current);
  const queryClient = useQueryClient();
  const toast = useToast();
  const formId = useId();
  const { items, fees } = refundableParts(order);
  const form = useForm<RefundFormValues>({ resolver: zodResolver(refundFormSchema(order)), defaultValues: refundFormDefaults(order) });
  const [quantities, chosenFees] = useWatch({ control: form.control, name: ['quantities', 'fees'] });
  const computation = computeRefund(order, choiceOf(order, { quantities, fees: chosenFees }));
  const amounts = amountsOf(computation);
  const [confirming, setConfirming] = useState<RefundFormValues | null>(null);
  const errors = form.formState.errors;

  const refund = useMutation({
    // Everything left chosen (by "전체 환불" or unit by unit) is the whole refund, which the server
    // records as such; anything less names its units and fees.
    mutationFn: (values: RefundFormValues) =>
      choosesEverythingLeft(order, values)
        ? // The confirmed total goes along: a refund by someone else meanwhile makes the server
          // refuse rather than refund less than the operator saw.
          refundWholeOrder(order.key, { ...refundReasonOf(order, values), expectedAmount: computeRefund(order, choiceOf(order, values)).total })
        : refundOrder(order.key, refundRequestOf(order, values)),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: adminOrderKeys.all });
      // A whole refund drops the order's shipment out (the mock's one world): the shipping screens refetch.
      void queryClient.invalidateQueries({ queryKey: adminShippingKeys.all });
      toast.show(text.refunded(won(result.refund.amount)));
      onClose();
    },
    onError: (error) => {
      setConfirming(null);
      const code = isApiError(error) ? error.code : '';
      if (code !== errorCodes.orderRefundQuantity.code && code !== errorCodes.orderRefundNotAllowed.code) return;
      void queryClient.invalidateQueries({ queryKey: adminOrderKeys.all });
      toast.show(code === errorCodes.orderRefundQuantity.code ? text.refundConflict : text.refundNotAllowed);
      onClose();
    },
  });

  const chooseEverything = () => {
    const all = everythingLeftValues(order);
    form.setValue('quantities', all.quantities, { shouldValidate: form.formState.isSubmitted });
    form.setValue('fees', all.fees, { shouldValidate: form.formState.isSubmitted });
  };

  return (
    <>
      <Dialog
        open={confirming === null}
        onClose={onClose}
        title={text.refundTitle}
        description={text.refundIntro}
        size="lg"
        footer={
          <>
            <Button variant="ghost" onClick={onClose}>
              {text.cancel}
            </Button>
            <Button type="submit" form={formId}>
              {text.next}
            </Button>
          </>
        }
      >
        <form
          id={formId}
          noValidate
          onSubmit={form.handleSubmit((values) => {
            refund.reset();
            setConfirming(values);
          })}
        >
          <Fields>
            {refund.isError && <Alert tone="danger">{text.refundFailed}</Alert>}
            <Button variant="secondary" onClick={chooseEverything}>
              {text.refundAll}
            </Button>
            {items.map((item, index) => (
              <TextField
                key={item.itemKey}
                label={text.refundQuantity(item.optionName ? `${item.title} (${item.optionName})` : item.title)}
                hint={text.remaining(remainingQuantity(item))}
                inputMode="numeric"
                autoComplete="off"
                error={errors.quantities?.[index]?.message}
                {...form.register(`quantities.${index}`)}
              />
            ))}
            {fees.map((fee, index) => (
              <Checkbox key={fee.shippingItemKey} label={text.shippingRefund(fee.title, won(fee.amount))} {...form.register(`fees.${index}`)} />
            ))}
            {errors.root?.message && <Alert tone="danger">{errors.root.message}</Alert>}
            <Select
              label={text.reasonType}
              options={refundReasonTypes.map((value) => ({ value, label: text.reasonTypeLabels[value] }))}
              {...form.register('reasonType')}
            />
            <TextArea label={text.reason} error={errors.reason?.message} {...form.register('reason')} />
            {order.paymentMethod === 'DEPOSIT' && (
              <fieldset>
                <legend>{text.bankTitle}</legend>
                <Fields>
                  <Select label={text.bankName} options={refundBanks.map((bank) => ({ value: bank, label: bank }))} {...form.register('bankName')} />
                  <TextField label={text.accountHolder} required autoComplete="off" error={errors.accountHolder?.message} {...form.register('accountHolder')} />
                  <TextField
                    label={text.accountNumber}
                    required
                    inputMode="numeric"
                    autoComplete="off"
                    error={errors.accountNumber?.message}
                    {...form.register('accountNumber')}
                  />
                </Fields>
              </fieldset>
            )}
            <Summary aria-label={text.summaryTitle}>
              <dt>{text.summaryItems}</dt>
              <dd>{amounts.items}</dd>
              <dt>{text.summaryDiscount}</dt>
              <dd>{amounts.discount}</dd>
              <dt>{text.summaryShipping}</dt>
              <dd>{amounts.shipping}</dd>
              <dt>{text.summaryTotal}</dt>
              <dd>{amounts.total}</dd>
              <dt>{text.summaryStatus}</dt>
              <dd>{text.statusLabels[computation.resultingStatus]}</dd>
            </Summary>
          </Fields>
        </form>
      </Dialog>
      <ConfirmDialog
        open={confirming !== null}
        title={text.confirmTitle}
        tone="danger"
        submitLabel={text.confirm}
        cancelLabel={text.cancel}
        submitting={refund.isPending}
        onCancel={() => setConfirming(null)}
        onSubmit={() => confirming && refund.mutate(confirming)}
      >
        {text.confirmBody(amounts, text.statusLabels[computation.resultingStatus])}
      </ConfirmDialog>
    </>
  );
}
