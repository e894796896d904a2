/**
 * Every coupon code of the tenant in one set, exchange codes included, the one place uniqueness
 * is decided (codeGenerator.ts). Built from the stored batches the first time it is needed, and kept: a batch
 * added through `addBatch` adds its codes. It is rebuilt when the stored batches are not the ones
 * it was built from (a reseed, a world another tab stored and this tab loaded): it remembers the
 * count and the first and last batch objects it saw.
 */
import { db } from '@mocks/db/database';
import type { CodeBatchRecord } from './collections';

interface Index {
  codes: Set<string>;
  count: number;
  first: object | undefined;
  last: object | undefined;
}

let index: Index | null = null;

function current(): Index {
  const batches = db.couponCodeBatches.all();
  // Exchange codes share the codes' space: a learner typing a code must find one thing.
  const words = [
    ...db.couponCodeSpecs.all().flatMap((spec) => (spec.word ? [spec.word] : [])),
    ...db.couponExchangeCodes.all().map((exchange) => exchange.code),
  ];
  if (index && index.count === batches.length && index.first === batches[0] && index.last === batches.at(-1)) {
    for (const word of words) index.codes.add(word);
    return index;
  }
  const codes = new Set<string>(words);
  for (const batch of batches) for (const code of batch.codes) codes.add(code);
  index = { codes, count: batches.length, first: batches[0], last: batches.at(-1) };
  return index;
}

/** The set every code is checked against and added to. */
export function takenCodes(): Set<string> {
  return current().codes;
}

/** Stores a batch whose codes were taken from `takenCodes()`; the index stays current. */
export async function addBatch(batch: CodeBatchRecord): Promise<void> {
  const state = current();
  const record = await db.couponCodeBatches.create(batch);
  state.count += 1;
  state.first ??= record;
  state.last = record;
}
