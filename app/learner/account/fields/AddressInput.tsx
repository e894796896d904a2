/**
 * A KOR_ADDRESS field: postal code, address and detail address edited apart and kept as the one
 * combined string the server stores (spec learner.md §5 Address).
 */
import styled from 'styled-components';
import { Stack } from '@ds/components/Box';
import { TextField } from '@ds/components/TextField';
import { vars } from '@ds/tokens/vars';
import { copy } from '@app/shared/copy';
import { composeAddress, parseAddress, type AddressParts } from '@app/shared/lib/validation/address';

const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${vars.space[2]};
  font-weight: ${vars.font.weightBold};
`;

export interface AddressInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string | undefined;
}

export function AddressInput({ label, value, onChange, onBlur, error }: AddressInputProps) {
  const parts = parseAddress(value);
  const change = (part: keyof AddressParts) => (event: React.ChangeEvent<HTMLInputElement>) =>
    onChange(composeAddress({ ...parts, [part]: event.target.value }));
  return (
    <Group>
      <Legend>{label}</Legend>
      <Stack gap={2}>
        <TextField
          label={copy.account.postalCodeLabel}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          showCounter={false}
          value={parts.postalCode}
          onChange={change('postalCode')}
          onBlur={onBlur}
          error={error}
        />
        <TextField label={copy.account.addressLabel} autoComplete="address-line1" value={parts.address} onChange={change('address')} onBlur={onBlur} />
        <TextField label={copy.account.addressDetailLabel} autoComplete="address-line2" value={parts.detail} onChange={change('detail')} onBlur={onBlur} />
      </Stack>
    </Group>
  );
}
