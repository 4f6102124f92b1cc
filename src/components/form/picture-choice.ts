/** What a picture field keeps of a player's choice: as many as there is room for, each within the size limit. */
export interface PictureChoice {
  accepted: File[];
  /** More were chosen than there was room for (the first ones that fit are kept). */
  tooMany: boolean;
  /** The last chosen file over the size limit, left out. */
  tooLarge: File | null;
}

export function choosePictures(files: FileList | readonly File[] | null, room: number, maxBytes: number): PictureChoice {
  const chosen = [...(files ?? [])];
  const fitting = chosen.slice(0, Math.max(0, room));
  const tooLarge = fitting.filter((file) => file.size > maxBytes).at(-1) ?? null;
  return { accepted: fitting.filter((file) => file.size <= maxBytes), tooMany: chosen.length > room, tooLarge };
}
