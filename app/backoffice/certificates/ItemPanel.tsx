/**
 * The editor's item list and the selected item's properties (issue 32): the keyboard path. Each
 * placed item is a button saying its position; choosing one selects it and puts the focus on it on
 * the sheet, where the arrow keys move it. Under the list: adding an item (each keyed one once,
 * free text as often as wanted), then the selected item's numbers — x, y, width, font size — its
 * font family from the list, a free text's words, and taking it off the sheet. A number that is
 * not whole, out of its range or would put the item off the sheet stays typed with its message
 * and is not applied. Typing in one field (a number, the words) is one undo step until it is left.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@ds/components/Button';
import { Select } from '@ds/components/Select';
import { TextField } from '@ds/components/TextField';
import { vars } from '@ds/tokens/vars';
import { CERTIFICATE_TEXT_MAX, certificateFontFamilies, certificateItemKeys } from '@app/shared/api/contract/adminCertificateRules';
import type { CertificateKey, CertificateLayoutItem } from '@app/shared/api/contract/inventory';
import { copy } from '@app/shared/copy';
import { IMAGE_SIZE } from '@app/shared/lib/certificates/sheetGeometry';
import { canvasItemSelector } from './EditorCanvas';
import { addableKeys, fieldValue, readNumericField, type NumericField } from './layoutEditing';
import type { LayoutEditorApi } from './useLayoutEditor';

const text = copy.backofficeCertificates;

const Panel = styled.section`
  display: grid;
  gap: ${vars.space[3]};
  h2 { font-size: ${vars.font.sizeMd}; margin: 0; }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space[1]};
  button[aria-pressed='true'] { border-color: ${vars.color.primary}; }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space[2]};
  > * { flex: 1 1 8rem; }
`;

/** The add row: the select holds its placeholder whole ("항목을 골라 주세요"); on a narrow panel the button wraps below. */
const AddRow = styled(Row)`
  > :first-child { flex-basis: 12rem; }
`;

const fontOptions = certificateFontFamilies.map((family) => ({ value: family, label: family }));

export function ItemList({ editor }: { editor: LayoutEditorApi }) {
  const [adding, setAdding] = useState<CertificateKey | ''>('');
  const options = addableKeys(editor.doc.layout, certificateItemKeys).map((key) => ({ value: key, label: text.itemNames[key] }));

  function choose(item: CertificateLayoutItem) {
    editor.select(item.id);
    document.querySelector<HTMLElement>(canvasItemSelector(item.id))?.focus();
  }

  return (
    <Panel aria-labelledby="certificate-items-heading">
      <h2 id="certificate-items-heading">{text.itemsSection}</h2>
      {editor.doc.layout.length === 0 ? (
        <p>{text.noItems}</p>
      ) : (
        <List aria-label={text.itemListLabel}>
          {editor.doc.layout.map((item) => (
            <li key={item.id}>
              <Button
                variant="secondary"
                size="sm"
                fullWidth
                aria-pressed={item.id === editor.selected?.id}
                onClick={() => choose(item)}
              >
                {text.itemButton(item.key === 'freeText' && item.text ? item.text : text.itemNames[item.key], item.position.x, item.position.y)}
              </Button>
            </li>
          ))}
        </List>
      )}
      <AddRow>
        <Select
          label={text.addItem}
          placeholder={text.addItemPlaceholder}
          options={options}
          value={adding}
          onChange={(event) => setAdding(options.find((option) => option.value === event.target.value)?.value ?? '')}
        />
        <Button
          variant="secondary"
          disabled={adding === ''}
          onClick={() => {
            if (adding === '') return;
            editor.addItem(adding);
            setAdding('');
          }}
        >
          {text.addItemSubmit}
        </Button>
      </AddRow>
    </Panel>
  );
}

function NumberInput({ item, field, label, editor }: { item: CertificateLayoutItem; field: NumericField; label: string; editor: LayoutEditorApi }) {
  const [typed, setTyped] = useState<{ value: string; error: string } | null>(null);
  const value = fieldValue(item, field);
  return (
    <TextField
      label={label}
      inputMode="numeric"
      value={typed ? typed.value : String(value ?? '')}
      error={typed?.error}
      onChange={(event) => {
        const reading = readNumericField(item, field, event.target.value);
        if (reading.ok) {
          setTyped(null);
          editor.typeItem(reading.item, field);
        } else {
          setTyped({ value: event.target.value, error: reading.message });
        }
      }}
      onBlur={editor.endTyping}
    />
  );
}

export function ItemProperties({ editor }: { editor: LayoutEditorApi }) {
  const item = editor.selected;
  if (!item) {
    return (
      <Panel aria-label={text.noSelection}>
        <p>{text.noSelection}</p>
      </Panel>
    );
  }
  const name = text.itemNames[item.key];
  const fixed = item.type === 'IMAGE' ? IMAGE_SIZE[item.key] : undefined;
  return (
    // Keyed by the item: a number left invalid on one item is not shown on the next.
    <Panel key={item.id} aria-labelledby="certificate-item-heading">
      <h2 id="certificate-item-heading">{text.propertiesSection(name)}</h2>
      <Row>
        <NumberInput item={item} field="x" label={text.x} editor={editor} />
        <NumberInput item={item} field="y" label={text.y} editor={editor} />
      </Row>
      {fixed ? (
        <p>{text.fixedSize(fixed.width, fixed.height)}</p>
      ) : (
        <>
          <Row>
            <NumberInput item={item} field="width" label={text.width} editor={editor} />
            {item.fontSize !== null && <NumberInput item={item} field="fontSize" label={text.fontSize} editor={editor} />}
          </Row>
          {item.type === 'TEXT' && (
            <Select
              label={text.fontFamily}
              options={fontOptions}
              value={item.fontFamily ?? ''}
              onChange={(event) => editor.updateItem({ ...item, fontFamily: event.target.value })}
            />
          )}
          {item.key === 'freeText' && (
            <TextField
              label={text.freeText}
              value={item.text ?? ''}
              maxLength={CERTIFICATE_TEXT_MAX}
              error={item.text?.trim() ? undefined : text.rules.freeText}
              onChange={(event) => editor.typeItem({ ...item, text: event.target.value }, 'text')}
              onBlur={editor.endTyping}
            />
          )}
        </>
      )}
      <Button variant="secondary" onClick={() => editor.removeItem(item)}>
        {text.removeItem}
      </Button>
    </Panel>
  );
}
