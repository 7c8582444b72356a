import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ImportHazard } from '#domain/bring-in.ts';
import type { RecipeDraft } from '#domain/recipe-draft.ts';
import { ImportFromLink } from '../recipe-form/import-from-link.tsx';
import { ImportFromPhoto } from './import-from-photo.tsx';
import { ImportFromText } from './import-from-text.tsx';
import { ImportTabs } from './import-tabs.tsx';
import './import-panel.css';

interface ImportPanelProps {
  /** Fills the recipe form with a draft and the lines to check; nothing is saved until the form's Save. */
  onDraft: (draft: RecipeDraft, hazards: ImportHazard[]) => void;
}

/** The import panel of /admin/addrecipe: a recipe from a link, pasted text or a photo fills the form below. */
export function ImportPanel({ onDraft }: ImportPanelProps) {
  const { t } = useLingui();
  const [filled, setFilled] = useState(false);
  const fill = (draft: RecipeDraft, hazards: ImportHazard[] = []) => {
    onDraft(draft, hazards);
    setFilled(true);
  };

  return (
    <section className="import-panel" aria-label={t`Bring a recipe in`}>
      <ImportTabs
        label={t`Bring a recipe in`}
        tabs={[
          { key: 'link', label: t`From a link`, panel: <ImportFromLink onDraft={(draft) => fill(draft)} /> },
          { key: 'text', label: t`Paste text`, panel: <ImportFromText onDraft={fill} /> },
          { key: 'photo', label: t`From a photo`, panel: <ImportFromPhoto onDraft={fill} /> },
        ]}
      />
      <p className="import-panel__status" role="status">
        {filled ? <Trans>Check the recipe, then save</Trans> : null}
      </p>
    </section>
  );
}
