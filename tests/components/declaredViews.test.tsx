// The portal kit's views refuse, when first built, a part its declaration leaves nothing to read it with,
// rather than render a list or form that silently drops it.
import { describe, expect, it } from 'vitest';
import { teses } from '../../common/resources/teses';
import { declaredViews } from '../../src/ui/kit/resourceViews';

const bulkSet = { archive: { label: 'Arquivar', title: 'Arquivar', values: { is_active: false } } };

describe('declaredViews', () => {
  it("builds a list's bulkSet worded by the declaration's bulk nouns", () => {
    expect(declaredViews(teses, { list: { bulkSet } }).list).toBeTruthy();
  });

  it("refuses a list's bulkSet when the declaration has no bulk nouns to word it", () => {
    expect(() => declaredViews({ ...teses, bulk: undefined }, { list: { bulkSet } })).toThrow("teses: the list part's bulkSet needs the declaration's bulk nouns");
  });
});
