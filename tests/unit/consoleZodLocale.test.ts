// The console speaks Portuguese in zod's own messages too: a form's schema issue that carries no message of
// its own (a value of the wrong type, a text too long for a bound without a text) reads as the API's would.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import '../../src/i18n/console';

describe("the console's zod messages", () => {
  it('are Portuguese where a schema gives none', () => {
    const wrongType = z.string().safeParse(42);
    expect(wrongType.error?.issues[0]?.message).toBe('Entrada inválida: esperava um texto, recebeu um número');
    const tooLong = z.string().max(3).safeParse('abcd');
    expect(tooLong.error?.issues[0]?.message).toBe('Grande demais: esperava que o texto tivesse <= 3 caracteres');
  });
});
