/**
 * The contract registry finds its modules (registry.ts): a module is a file of
 * app/shared/api/contract/ exporting `<fileName>Endpoints`. These rules keep the finding honest:
 * a descriptor no module lists would be missing from the mock's checks and the contract tests,
 * and two descriptors with one id or one method and path would make the mock's answer depend on
 * which handler came first.
 */
import { describe, expect, it } from 'vitest';
import { isEndpointDescriptor } from '@app/shared/api/contract/endpoint';
import { allEndpoints, contract, contractModules } from '@app/shared/api/contract/registry';

const descriptorFiles = import.meta.glob<Record<string, unknown>>(
  ['../../app/shared/api/contract/*.ts', '!../../app/shared/api/contract/*.test.ts'],
  { eager: true },
);

describe('the contract registry', () => {
  it('finds the learner and back-office modules by their file names', () => {
    expect(Object.keys(contract)).toEqual(expect.arrayContaining(['account', 'session', 'inventory', 'adminMember', 'adminOrder', 'adminJob']));
  });

  it('lists every descriptor any contract file exports (a module without its `<fileName>Endpoints` is not missed silently)', () => {
    const listed = new Set(allEndpoints());
    const unlisted = Object.entries(descriptorFiles).flatMap(([file, exports]) =>
      Object.entries(exports)
        .filter(([, value]) => isEndpointDescriptor(value) && !listed.has(value))
        .map(([name]) => `${file.split('/').pop()}: ${name}`),
    );
    expect(unlisted).toEqual([]);
  });

  it('has one descriptor per id', () => {
    const ids = allEndpoints().map((endpoint) => endpoint.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('has one descriptor per method and path (parameter names aside)', () => {
    const keys = allEndpoints().map((endpoint) => `${endpoint.method} ${endpoint.path.replace(/:\w+/g, ':param')}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('keeps each module under its own file name', () => {
    for (const [name, exports] of Object.entries(contractModules)) expect(exports[`${name}Endpoints`]).toBe(contract[name]);
  });
});
