'use client'

import { useRef, useState } from 'react'
import { errorIdFor, FieldError } from '@/components/forms/form-fields'
import { CV_ACCEPT } from '@/lib/validation/form-rules'
import styles from './cv-upload.module.css'

type CvUploadProps = {
  id: string
  file: File | null
  /** The name kept in the draft when the file itself could not be (after a reload). */
  rememberedName?: string
  maxMegabytes: string
  error?: string
  inputRef: React.Ref<HTMLInputElement>
  onChoose: (file: File) => void
  onTooMany: () => void
  onRemove: () => void
  onBlur: () => void
}

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`
}

/**
 * The CV upload area: idle, highlighted while a file is dragged over it, and the chosen
 * file's name in green with a remove button. One file only; a cancelled file dialog changes nothing.
 */
export function CvUpload({ id, file, rememberedName, maxMegabytes, error, inputRef, onChoose, onTooMany, onRemove, onBlur }: CvUploadProps) {
  const [dragActive, setDragActive] = useState(false)
  // Counts nested dragenter/dragleave pairs, so moving over the text inside does not flicker.
  const dragDepth = useRef(0)
  const hintId = `${id}-hint`

  const take = (files: FileList | null) => {
    if (!files || files.length === 0) return // cancelled dialog or empty drop: keep what was there
    if (files.length > 1) {
      onTooMany()
      return
    }
    const chosen = files.item(0)
    if (chosen) onChoose(chosen)
  }

  const state = dragActive ? 'drag' : file ? 'chosen' : 'idle'
  return (
    <div className={styles.wrapper}>
      <span className={styles.label} id={`${id}-label`}>
        CV<span className={styles.required} aria-hidden="true"> *</span>
      </span>
      <div
        className={styles.zone}
        data-state={state}
        data-invalid={error ? 'true' : undefined}
        data-testid="cv-dropzone"
        onDragEnter={(event) => {
          event.preventDefault()
          dragDepth.current += 1
          setDragActive(true)
        }}
        onDragOver={(event) => {
          event.preventDefault()
          event.dataTransfer.dropEffect = 'copy'
        }}
        onDragLeave={() => {
          dragDepth.current = Math.max(0, dragDepth.current - 1)
          if (dragDepth.current === 0) setDragActive(false)
        }}
        onDrop={(event) => {
          event.preventDefault()
          dragDepth.current = 0
          setDragActive(false)
          take(event.dataTransfer.files)
        }}
      >
        <input
          ref={inputRef}
          id={id}
          type="file"
          name="cv"
          accept={CV_ACCEPT}
          className={`visually-hidden ${styles.input}`}
          aria-labelledby={`${id}-label ${id}-choose`}
          aria-describedby={[hintId, error ? errorIdFor(id) : undefined].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          aria-required
          onBlur={onBlur}
          onChange={(event) => {
            take(event.currentTarget.files)
            // Clear the input so choosing the same file again after removing it still registers.
            event.currentTarget.value = ''
          }}
        />
        <svg className={styles.icon} viewBox="0 0 48 48" width="44" height="44" aria-hidden="true">
          <path d="M14 34h-2a8 8 0 0 1-1-15.9A11 11 0 0 1 32.5 15 9 9 0 0 1 36 34h-2" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
          <path d="M24 38V22m-6 6 6-6 6 6" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {file ? (
          <p className={styles.chosen} data-testid="cv-file-name">
            <span className="visually-hidden">Chosen file: </span>
            {file.name} <span className={styles.size}>({formatSize(file.size)})</span>
          </p>
        ) : (
          <p className={styles.prompt}>{dragActive ? 'Drop your CV here' : 'Drag and drop your CV here, or'}</p>
        )}
        <div className={styles.buttons}>
          <label htmlFor={id} id={`${id}-choose`} className={`button button-outline ${styles.choose}`}>
            {file ? 'Choose another file' : 'Choose a file'}
          </label>
          {file && (
            <button type="button" className={styles.remove} onClick={onRemove} aria-label={`Remove ${file.name}`}>
              Remove
            </button>
          )}
        </div>
        <p id={hintId} className={styles.hint}>
          PDF, DOC or DOCX, one file, up to {maxMegabytes} MB.
          {!file && rememberedName && (
            <>
              {' '}
              You chose <strong>{rememberedName}</strong> last time; please attach it again.
            </>
          )}
        </p>
      </div>
      <FieldError id={id} message={error} />
    </div>
  )
}
