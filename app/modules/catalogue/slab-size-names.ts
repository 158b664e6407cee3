/**
 * A product's slab size names keep when each language's name was written, inside each size of its `slab_sizes`, as
 * every other owner text keeps its times beside it (docs/decisions/048-owner-texts-one-shape.md): a name translated
 * before its English changed is out of date in the editor, the languages screen and the translators' files (`staleEntries`).
 */
import type { SlabSize } from "~/database/schema";
import { newTexts, replaceTexts, writtenTextsOf } from "~/i18n/owner-texts";

/**
 * The sizes as saved, each language's name timed `at` where it differs from the stored size's in the same place: the
 * editor's rows and the sheet's lines have no identity of their own, as the home page's slides have not. A size in a
 * place that had none is new, every name written `at`.
 */
export function timeSlabSizeNames(stored: readonly SlabSize[], saved: readonly SlabSize[], at: Date): SlabSize[] {
  return saved.map((size, index) => {
    const before = stored[index];
    const { texts, times } = before ? replaceTexts(writtenTextsOf(before), size.texts, at) : newTexts(size.texts, at);
    return { texts, textTimes: times, lengthMm: size.lengthMm, widthMm: size.widthMm };
  });
}

/** The sizes without their names' times: what a product is, as the sheet, a revision and an import compare it. */
export const untimedSlabSizes = (sizes: readonly SlabSize[]): SlabSize[] =>
  sizes.map(({ texts, lengthMm, widthMm }) => ({ texts, lengthMm, widthMm }));
