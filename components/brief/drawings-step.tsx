'use client'

import { lazy, memo, Suspense, useRef, useState } from 'react'
import { useWatch } from 'react-hook-form'
import { errorIdFor, FieldError, TextField } from '@/components/forms/form-fields'
import fieldStyles from '@/components/forms/form-fields.module.css'
import { BRIEF_LIMITS, DRAWINGS_ACCEPT, DRAWINGS_MODE_OPTIONS, MAX_DRAWINGS, megabytes } from '@/lib/validation/brief-rules'
import { filesOf } from './brief-values'
import { useScreenFields, type BriefFormProps } from './brief-steps'
import { ChoiceGroup } from './choice-group'
import styles from './brief.module.css'

// Fetched when the buyer asks for a preview, with web-ifc and three.js after it: never with the page.
const ModelPreview = lazy(() => import('@/components/model-preview/model-preview').then((module) => ({ default: module.ModelPreview })))
const isModel = (file: File) => /\.ifc(zip)?$/i.test(file.name)

export const fileSize = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${megabytes(bytes)} MB`)

/** Drawings: files (up to five, checked by the server by content), a shared-folder link, or later. */
export const DrawingsStep = memo(function DrawingsStep({ enhanced, maxBytes, ...screen }: BriefFormProps & { enhanced: boolean; maxBytes: number }) {
  const { register, setValue, trigger, control } = screen.form
  const [mode, files] = useWatch({ control, name: ['drawingsMode', 'drawings'] })
  const inputRef = useRef<HTMLInputElement | null>(null)
  const { bind, error } = useScreenFields(screen, 'drawings')
  const chosen = filesOf(files)
  const { ref, onChange, ...fileRegistration } = register('drawings')
  const limitsId = 'brief-drawings-limits'
  const [previewed, setPreviewed] = useState<File>()
  const previewButtons = useRef(new Map<File, HTMLButtonElement>())
  const previewShown = previewed && chosen.includes(previewed) ? previewed : undefined

  const closePreview = () => {
    if (previewed) previewButtons.current.get(previewed)?.focus()
    setPreviewed(undefined)
  }

  const remove = (index: number) => {
    const transfer = new DataTransfer()
    chosen.forEach((file, position) => position !== index && transfer.items.add(file))
    if (inputRef.current) inputRef.current.files = transfer.files
    setValue('drawings', transfer.files, { shouldValidate: true })
    inputRef.current?.focus()
  }

  return (
    <>
      <p id={limitsId} className={styles.note}>
        Up to {MAX_DRAWINGS} files, {megabytes(maxBytes)} MB in all: PDF, DWG, DXF, IFC or ZIP. For a larger set, share a link to a
        folder (Google Drive, OneDrive, Dropbox, WeTransfer) instead.
      </p>
      <ChoiceGroup id="brief-drawings-mode" legend="How will you send the drawings?" type="radio" options={DRAWINGS_MODE_OPTIONS} {...bind('drawingsMode')} />
      <div hidden={enhanced && mode !== 'upload'} className={fieldStyles.field}>
        <label htmlFor="brief-drawings" className={fieldStyles.label}>
          {enhanced ? 'Drawing files' : 'Drawing files (if you upload now)'}
        </label>
        <input
          id="brief-drawings"
          type="file"
          multiple
          accept={DRAWINGS_ACCEPT}
          className={styles.fileInput}
          aria-invalid={error('drawings') ? true : undefined}
          aria-describedby={[limitsId, error('drawings') ? errorIdFor('brief-drawings') : ''].filter(Boolean).join(' ')}
          ref={(element) => {
            ref(element)
            inputRef.current = element
          }}
          onChange={async (event) => {
            await onChange(event)
            void trigger('drawings')
          }}
          {...fileRegistration}
        />
        {chosen.length > 0 && (
          <ul className={styles.fileList} aria-label="Chosen files">
            {chosen.map((file, index) => (
              <li key={`${file.name}-${index}`}>
                <span className={styles.fileName}>{file.name}</span> <span className={styles.fileSize}>{fileSize(file.size)}</span>
                {isModel(file) && (
                  <button
                    type="button"
                    className={styles.linkButton}
                    aria-expanded={previewShown === file}
                    ref={(button) => void (button ? previewButtons.current.set(file, button) : previewButtons.current.delete(file))}
                    onClick={() => setPreviewed(previewShown === file ? undefined : file)}
                  >
                    Preview<span className="visually-hidden"> {file.name}</span>
                  </button>
                )}
                <button type="button" className={styles.linkButton} onClick={() => remove(index)}>
                  Remove<span className="visually-hidden"> {file.name}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <FieldError id="brief-drawings" message={error('drawings')} />
        {previewShown && (
          <Suspense fallback={<p role="status">Loading the preview…</p>}>
            <ModelPreview key={`${previewShown.name}-${previewShown.size}-${previewShown.lastModified}`} file={previewShown} onClose={closePreview} />
          </Suspense>
        )}
      </div>
      <div hidden={enhanced && mode !== 'link'}>
        <TextField
          id="brief-drawings-link"
          label={enhanced ? 'Link to the shared folder' : 'Link to the shared folder (if you share a link)'}
          type="text"
          inputMode="text"
          autoComplete="url"
          placeholder="https://"
          maxLength={BRIEF_LIMITS.link}
          hint="Starts with https://; make sure anyone with the link can view it"
          {...bind('drawingsLink')}
        />
      </div>
    </>
  )
})
