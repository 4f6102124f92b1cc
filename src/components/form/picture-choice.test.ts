import { describe, expect, it } from 'vitest';
import { choosePictures } from './picture-choice';

const picture = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

describe('choosing pictures', () => {
  it('keeps the first ones there is room for and says more were chosen', () => {
    const choice = choosePictures([picture('a.png', 10), picture('b.png', 10), picture('c.png', 10)], 2, 100);
    expect(choice.accepted.map((file) => file.name)).toEqual(['a.png', 'b.png']);
    expect(choice.tooMany).toBe(true);
    expect(choice.tooLarge).toBeNull();
  });

  it('leaves out a picture over the size limit and names it', () => {
    const choice = choosePictures([picture('small.png', 10), picture('huge.png', 101)], 3, 100);
    expect(choice.accepted.map((file) => file.name)).toEqual(['small.png']);
    expect(choice.tooMany).toBe(false);
    expect(choice.tooLarge?.name).toBe('huge.png');
  });

  it('takes nothing when there is no room left', () => {
    expect(choosePictures([picture('a.png', 10)], 0, 100)).toMatchObject({ accepted: [], tooMany: true });
  });
});
