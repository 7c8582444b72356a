import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { localToday } from '#domain/plan-dates.ts';
import type { ApiFailure } from '../../../app/api-slice.ts';
import { Dialog } from '../../../components/dialog.tsx';
import { TextField } from '../../../components/text-field.tsx';
import './cooked.css';
import { useLogCookedMutation, usePutCookPhotoMutation } from './cooked-api.ts';
import { CookedReport } from './cooked-report.tsx';
import type { CookedAnswer } from './cooked-types.ts';
import { RatingField } from './rating-field.tsx';
import { useCookedFieldErrors } from './use-cooked-field-errors.ts';

const MAX_NOTE = 2000;
const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

interface Props {
  recipeId: number;
  /** The page's servings, the dialog's first value. */
  servings: number;
  onClose: () => void;
}

/**
 * The dialog "Cooked it": "Date" (today, local), "Servings", "Rating", "Note", "Photo", "Take from pantry"
 * and "Save"; once saved, it reports what was taken from the pantry and what was short.
 */
export function CookedItDialog({ recipeId, servings: pageServings, onClose }: Props) {
  const { t } = useLingui();
  const [log, logging] = useLogCookedMutation();
  const [putPhoto, uploading] = usePutCookPhotoMutation();
  const [date, setDate] = useState(localToday());
  const [servings, setServings] = useState(String(pageServings));
  const [rating, setRating] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [deduct, setDeduct] = useState(true);
  const [failure, setFailure] = useState<ApiFailure>();
  const [photoProblem, setPhotoProblem] = useState('');
  const [answer, setAnswer] = useState<CookedAnswer>();
  const errors = useCookedFieldErrors(failure);

  function choosePhoto(file: File | undefined) {
    setPhoto(null);
    setPhotoProblem('');
    if (!file) return;
    if (!PHOTO_TYPES.includes(file.type)) return setPhotoProblem(t`Choose a JPEG, PNG or WebP photo.`);
    if (file.size > MAX_PHOTO_BYTES) return setPhotoProblem(t`Choose a photo of at most 5 MB.`);
    setPhoto(file);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await log({
      recipeId,
      date,
      servings: servings.trim() === '' ? Number.NaN : Number(servings),
      rating,
      note: note.trim(),
      deduct,
    });
    if ('error' in result) return setFailure(result.error as ApiFailure);
    setFailure(undefined);
    if (photo) {
      const sent = await putPhoto({ entryId: result.data.entry.id, file: photo });
      if ('error' in sent) {
        const reason = (sent.error as ApiFailure).message;
        setPhotoProblem(t`The cooking is logged, but the photo was not saved: ${reason}`);
      }
    }
    setAnswer(result.data);
  }

  return (
    <Dialog title={t`Cooked it`} onClose={onClose}>
      {answer ? (
        <>
          <CookedReport deducted={answer.deducted} short={answer.short} />
          {photoProblem && (
            <p className="alert alert-danger" role="alert">
              {photoProblem}
            </p>
          )}
        </>
      ) : (
        <form className="cooked-form" onSubmit={(e) => void submit(e)} noValidate>
          <div className="cooked-form__row">
            <TextField
              label={t`Date`}
              type="date"
              value={date}
              required
              error={errors.date}
              onChange={(e) => setDate(e.target.value)}
            />
            <TextField
              label={t`Servings`}
              type="number"
              inputMode="numeric"
              min={1}
              max={100}
              step={1}
              value={servings}
              error={errors.servings}
              onChange={(e) => setServings(e.target.value)}
            />
          </div>
          <RatingField value={rating} error={errors.rating} onChange={setRating} />
          <div className="field">
            <label htmlFor="cooked-note">
              <Trans>Note</Trans>
            </label>
            <textarea
              id="cooked-note"
              className="input"
              rows={3}
              maxLength={MAX_NOTE}
              value={note}
              aria-invalid={errors.note ? true : undefined}
              onChange={(e) => setNote(e.target.value)}
            />
            {errors.note && <p className="field-error">{errors.note}</p>}
          </div>
          <TextField
            label={t`Photo`}
            type="file"
            accept={PHOTO_TYPES.join(',')}
            error={photoProblem || undefined}
            onChange={(e) => choosePhoto(e.target.files?.[0])}
          />
          <label className="checkbox">
            <input type="checkbox" checked={deduct} onChange={(e) => setDeduct(e.target.checked)} />{' '}
            <Trans>Take from pantry</Trans>
          </label>
          {failure && !errors.any && (
            <p className="alert alert-danger" role="alert">
              {failure.message}
            </p>
          )}
          <button type="submit" className="btn btn-primary" disabled={logging.isLoading || uploading.isLoading}>
            <Trans>Save</Trans>
          </button>
        </form>
      )}
    </Dialog>
  );
}
