// Solving the login slide puzzle as a person does: look along the row the piece slides on for the
// outlined hole in the picture the server drew (decoys drawn alike sit on other rows; issue 28 §4)
// and drag the handle there.
import type { Page } from 'playwright-core';

export async function solveSlidePuzzle(page: Page): Promise<void> {
  await page.getByTestId('slide-picture').waitFor();
  await page.waitForFunction(() => (document.querySelector<HTMLImageElement>('[data-testid=slide-picture]')?.naturalWidth ?? 0) > 0);
  const target = await page.evaluate(() => {
    const img = document.querySelector<HTMLImageElement>('[data-testid=slide-picture]')!;
    const piece = document.querySelector<HTMLElement>('.oj-slide-piece')!;
    const top = parseInt(piece.style.top, 10), size = parseInt(piece.style.width, 10);
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    const { data, width } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    // (no inner functions: the test runner's transform would name them with a helper the page lacks)
    for (let x = 0; x + size <= width; x++) {
      let outlined = true;
      for (let k = 0; k < size && outlined; k++) {
        for (const [px, py] of [[x, top + k], [x + size - 1, top + k], [x + k, top], [x + k, top + size - 1]]) {
          const i = (py * width + px) * 4;
          if (!(data[i] > 250 && data[i + 1] > 250 && data[i + 2] > 250)) outlined = false;
        }
      }
      if (outlined) return x;
    }
    return null;
  });
  if (target === null) throw new Error('no hole on the piece\'s row');
  const handle = await page.getByTestId('slide-handle').boundingBox();
  const x0 = handle!.x + handle!.width / 2;
  const y0 = handle!.y + handle!.height / 2;
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  for (let s = 1; s <= 20; s++) {
    await page.mouse.move(x0 + (target * s) / 20, y0);
    await page.waitForTimeout(15);
  }
  await page.mouse.up();
  await page.getByTestId('slide-message').getByText(/Verified in/).waitFor();
}
