/**
 * The refund of one order (backoffice.md §3 Refund request, §5 refund fields; issue 17): units per
 * item, shipping fees, reason type and reason, and for a deposit order the bank account (holder
 * 1–20, number 11–14 digits or hyphens); or "전체 환불". The amounts come from the one refund
 * computation (orderRefund.ts) the server uses, shown as the operator chooses; the refund is
 * irreversible, so it is confirmed with its amount and resulting status, and has no undo.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
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
import {
  REFUND_ACCOUNT_PATTERN,
  REFUND_HOLDER_MAX,
  REFUND_REASON_MAX,
  refundBanks,
  refundReasonTypes,
  type OrderDetail,
  type RefundReasonType,
} from '@app/shared/api/contract/adminOrder';
import { computeRefund, everythingLeft, remainingQuantity, type RefundChoice } from '@app/shared/api/contract/orderRefund';
import { copy } from '@app/shared/copy';
import { formatPrice } from '@app/shared/lib/format/price';
import { adminOrderKeys, refundOrder } from '../../api/adminOrder';

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

export interface RefundFormErrors {
  holder?: string;
  account?: string;
  reason?: string;
  choice?: string;
}

/** The form's own checks (the contract's rules, in the screen's words). */
export function refundFormErrors(input: { deposit: boolean; holder: string; account: string; reasonType: RefundReasonType; reason: string; nothingChosen: boolean }): RefundFormErrors {
  const errors: RefundFormErrors = {};
  const holder = input.holder.trim();
  if (input.deposit && (holder.length < 1 || holder.length > REFUND_HOLDER_MAX)) errors.holder = text.holderInvalid;
  if (input.deposit && !REFUND_ACCOUNT_PATTERN.test(input.account.trim())) errors.account = text.accountInvalid;
  if (input.reasonType === 'OTHER' && input.reason.trim() === '') errors.reason = text.reasonRequired;
  if (input.reason.length > REFUND_REASON_MAX) errors.reason = text.reasonTooLong(REFUND_REASON_MAX);
  if (input.nothingChosen) errors.choice = text.nothingChosen;
  return errors;
}

export function RefundDialog({ order, onClose }: { order: OrderDetail; onClose: () => void }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const items = order.transactionInfo.orderItems.filter((item) => remainingQuantity(item) > 0);
  const fees = order.shippingFees.filter((fee) => !fee.refunded);
  const deposit = order.paymentMethod === 'DEPOSIT';
  const [choice, setChoice] = useState<RefundChoice>({ quantities: {}, shippingItemKeys: [] });
  const [reasonType, setReasonType] = useState<RefundReasonType>('CHANGE_OF_MIND');
  const [reason, setReason] = useState('');
  const [bankName, setBankName] = useState<(typeof refundBanks)[number]>(refundBanks[0]);
  const [holder, setHolder] = useState('');
  const [account, setAccount] = useState('');
  const [shown, setShown] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const computation = computeRefund(order, choice);
  const errors = refundFormErrors({ deposit, holder, account, reasonType, reason, nothingChosen: computation.problems.some((problem) => problem.kind === 'nothingChosen') });
  const valid = Object.keys(errors).length === 0 && computation.problems.length === 0;
  const visible = (message: string | undefined) => (shown ? message : undefined);

  const refund = useMutation({
    mutationFn: () =>
      refundOrder(order.key, {
        refundItems: computation.lines.map((line) => ({ itemKey: line.itemKey, quantity: line.quantity })),
        shippingRefundItems: computation.shippingItemKeys,
        reasonType,
        reason,
        ...(deposit ? { bankInfo: { bankName, accountHolder: holder, accountNumber: account } } : {}),
      }),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: adminOrderKeys.all });
      toast.show(text.refunded(won(result.refund.amount)));
      onClose();
    },
    onError: (error) => {
      setConfirming(false);
      void queryClient.invalidateQueries({ queryKey: adminOrderKeys.order(order.key) });
      const code = isApiError(error) ? error.code : '';
      toast.show(code === 'order.refund.quantity' ? text.refundConflict : code === 'order.refund.not_allowed' ? text.refundNotAllowed : text.refundFailed);
    },
  });

  const setQuantity = (itemKey: string, quantity: number) => setChoice((current) => ({ ...current, quantities: { ...current.quantities, [itemKey]: quantity } }));
  const toggleFee = (key: string, on: boolean) =>
    setChoice((current) => ({ ...current, shippingItemKeys: on ? [...current.shippingItemKeys, key] : current.shippingItemKeys.filter((fee) => fee !== key) }));

  const next = () => {
    setShown(true);
    if (valid) setConfirming(true);
  };

  return (
    <>
      <Dialog
        open={!confirming}
        onClose={onClose}
        title={text.refundTitle}
        description={text.refundIntro}
        size="lg"
        footer={
          <>
            <Button variant="ghost" onClick={onClose}>
              {text.cancel}
            </Button>
            <Button onClick={next}>{text.next}</Button>
          </>
        }
      >
        <Fields>
          <Button variant="secondary" onClick={() => setChoice(everythingLeft(order))}>
            {text.refundAll}
          </Button>
          {items.map((item) => (
            <Select
              key={item.itemKey}
              label={text.refundQuantity(item.title)}
              hint={text.remaining(remainingQuantity(item))}
              value={String(choice.quantities[item.itemKey] ?? 0)}
              options={Array.from({ length: remainingQuantity(item) + 1 }, (_, count) => ({ value: String(count), label: `${count}` }))}
              onChange={(event) => setQuantity(item.itemKey, Number(event.currentTarget.value))}
            />
          ))}
          {fees.map((fee) => (
            <Checkbox
              key={fee.shippingItemKey}
              label={text.shippingRefund(fee.title, won(fee.amount))}
              checked={choice.shippingItemKeys.includes(fee.shippingItemKey)}
              onChange={(event) => toggleFee(fee.shippingItemKey, event.currentTarget.checked)}
            />
          ))}
          {visible(errors.choice) && <p role="alert">{errors.choice}</p>}
          <Select
            label={text.reasonType}
            value={reasonType}
            options={refundReasonTypes.map((value) => ({ value, label: text.reasonTypeLabels[value] }))}
            onChange={(event) => setReasonType(event.currentTarget.value as RefundReasonType)}
          />
          <TextArea label={text.reason} value={reason} error={visible(errors.reason)} onChange={(event) => setReason(event.currentTarget.value)} />
          {deposit && (
            <fieldset>
              <legend>{text.bankTitle}</legend>
              <Fields>
                <Select
                  label={text.bankName}
                  value={bankName}
                  options={refundBanks.map((bank) => ({ value: bank, label: bank }))}
                  onChange={(event) => setBankName(event.currentTarget.value as (typeof refundBanks)[number])}
                />
                <TextField label={text.accountHolder} value={holder} error={visible(errors.holder)} onChange={(event) => setHolder(event.currentTarget.value)} />
                <TextField label={text.accountNumber} inputMode="numeric" value={account} error={visible(errors.account)} onChange={(event) => setAccount(event.currentTarget.value)} />
              </Fields>
            </fieldset>
          )}
          <Summary aria-label={text.summaryTotal}>
            <dt>{text.summaryItems}</dt>
            <dd>{won(computation.lines.reduce((sum, line) => sum + line.grossAmount, 0))}</dd>
            <dt>{text.summaryDiscount}</dt>
            <dd>{won(-computation.lines.reduce((sum, line) => sum + line.discountAmount, 0))}</dd>
            <dt>{text.summaryShipping}</dt>
            <dd>{won(computation.shippingAmount)}</dd>
            <dt>{text.summaryTotal}</dt>
            <dd>{won(computation.total)}</dd>
            <dt>{text.summaryStatus}</dt>
            <dd>{text.statusLabels[computation.resultingStatus]}</dd>
          </Summary>
        </Fields>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        title={text.confirmTitle}
        tone="danger"
        submitLabel={text.confirm}
        cancelLabel={text.cancel}
        submitting={refund.isPending}
        onCancel={() => setConfirming(false)}
        onSubmit={() => refund.mutate()}
      >
        {text.confirmBody(won(computation.total), text.statusLabels[computation.resultingStatus])}
      </ConfirmDialog>
    </>
  );
}
