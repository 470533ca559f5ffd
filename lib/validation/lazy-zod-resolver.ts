import type { FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod'
import { afterNextPaint } from '@/lib/after-next-paint'

// The one way the browser loads zod: the same schemas the route handlers run, imported on demand,
// so zod (about 31 KiB gzipped) is in no page's first load. A form starts the import on first focus.
// If it fails (a dropped connection), the form is sent unchecked and the route handler, which runs
// the same schema, answers with the field errors; the next use tries the import again.

/** `load()` run once and kept; after a failure the next call tries again. */
export function lazyModule<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined
  return () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = undefined
      throw error
    }))
}

/** lib/validation/forms: the contact, career and newsletter schemas. */
export const loadFormRules = lazyModule(() => import('@/lib/validation/forms'))
/** lib/validation/brief: the project brief's schemas. */
export const loadBriefRules = lazyModule(() => import('@/lib/validation/brief'))
const loadZodResolver = lazyModule(() => import('@hookform/resolvers/zod'))

type FormSchema = z.ZodType<FieldValues, FieldValues>

/** A react-hook-form resolver that loads its zod schema on first use; `preload()` starts that early. */
export type LazyResolver<Input extends FieldValues, Output extends FieldValues> = Resolver<Input, unknown, Output> & {
  preload: () => void
}

export function lazyZodResolver<Schema extends FormSchema>(
  loadSchema: () => Promise<Schema>,
): LazyResolver<z.input<Schema>, z.output<Schema>> {
  type Input = z.input<Schema>
  type Output = z.output<Schema>
  const load = lazyModule(() =>
    afterNextPaint()
      .then(() => Promise.all([loadZodResolver(), loadSchema()]))
      .then(([{ zodResolver }, schema]) => zodResolver(schema) as unknown as Resolver<Input, unknown, Output>),
  )

  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => {
    const resolve = await load().catch(() => null)
    if (resolve) return resolve(values, context, options)
    return { values: values as unknown as Output, errors: {} }
  }
  return Object.assign(resolver, { preload: () => void load().catch(() => undefined) })
}
