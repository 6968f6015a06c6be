// The component tests sign users in through tests/helpers/renderPortal.tsx's signedInAs(), whose canAccess
// asks the portal's own question of the real policy (src/authProvider/resourceAccess.ts). A test that
// answers canAccess itself would prove the screen against a table of its own: this walk names it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const FOLDER = fileURLToPath(new URL('../components', import.meta.url));
/** Writing canAccess's answer: a property of an authProvider, or a mock's implementation or value. */
const FAKED = /\bcanAccess\s*:|\bcanAccess\.mock(Implementation|ResolvedValue|ReturnValue)/;

const fakesOf = (text: string) => text.split('\n').filter((line) => FAKED.test(line));

describe('component tests', () => {
  it('let the real policy answer canAccess', () => {
    const faked = readdirSync(FOLDER).flatMap((name) => fakesOf(readFileSync(join(FOLDER, name), 'utf8')).map((line) => `${name}: ${line.trim()}`));
    expect(faked).toEqual([]);
  });

  it('finds an answer written by hand', () => {
    expect(fakesOf("renderAt('/x', api, { ...identity, canAccess: async () => false });")).toHaveLength(1);
    expect(fakesOf('partner.canAccess.mockImplementation(async () => true);')).toHaveLength(1);
    expect(fakesOf('await answersRendered(partner.canAccess);')).toEqual([]);
  });
});
