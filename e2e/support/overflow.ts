// Layout checks a user makes with their eyes, measured in the page instead of compared as pictures:
// text cut by its box (an ellipsis, a line clamp, a cell too narrow) and a list footer that wraps.
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Soft-fails with the text of every element inside `scope` whose content is wider or taller than the box
 * that clips it (scrollWidth > clientWidth or scrollHeight > clientHeight on an element that hides its
 * overflow): an ellipsis, a line clamp, a cell cut at its edge. Boxes that scroll on purpose are skipped.
 */
export async function expectNoClippedText(scope: Locator, what: string): Promise<void> {
  const clipped = await scope.evaluateAll((roots) => {
    const found: string[] = [];
    for (const root of roots) {
      for (const element of [root, ...root.querySelectorAll<HTMLElement>('*')] as HTMLElement[]) {
        const style = getComputedStyle(element);
        const hides = (value: string) => value === 'hidden' || value === 'clip';
        if (!hides(style.overflowX) && !hides(style.overflowY)) continue;
        if (!element.textContent?.trim() || element.getClientRects().length === 0) continue;
        // One pixel of tolerance: sub-pixel widths round differently in scrollWidth and clientWidth.
        const wide = hides(style.overflowX) && element.scrollWidth > element.clientWidth + 1;
        const tall = hides(style.overflowY) && element.scrollHeight > element.clientHeight + 1;
        if (wide || tall) found.push(`"${element.textContent.trim().slice(0, 60)}" (${wide ? 'width' : 'height'})`);
      }
    }
    return [...new Set(found)];
  });
  expect.soft(clipped, `${what}: text cut by its box`).toEqual([]);
}

/**
 * Soft-fails when the list footer ('Mostrando X de Y …', its totals, the page links and 'Itens por
 * página') does not lie on one line: every line of its text and every control share one horizontal band.
 */
export async function expectFooterOnOneLine(page: Page, what: string): Promise<void> {
  const footer = page.locator('footer').filter({ hasText: /Mostrando \d+ de \d+/ });
  await expect(footer).toBeVisible();
  const band = await footer.evaluate((root) => {
    const boxes: DOMRect[] = [];
    // A control counts as one box (a labelled select's label sits over its value).
    const CONTROL = 'button, .MuiFormControl-root';
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || node.parentElement?.closest(CONTROL)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      boxes.push(...[...range.getClientRects()].filter((box) => box.width > 0));
    }
    for (const control of root.querySelectorAll(CONTROL)) {
      const box = control.getBoundingClientRect();
      if (box.width > 0 && box.height > 0) boxes.push(box);
    }
    return {
      lowestTop: Math.max(...boxes.map((box) => box.top)),
      highestBottom: Math.min(...boxes.map((box) => box.bottom)),
      width: root.getBoundingClientRect().width,
    };
  });
  expect.soft(band.lowestTop, `${what}: the footer is on one line`).toBeLessThan(band.highestBottom);
}
