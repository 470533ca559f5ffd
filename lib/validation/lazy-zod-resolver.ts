import type { FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod'

type FormSchema = z.ZodType<FieldValues, FieldValues>

/** A react-hook-form resolver that loads its zod schema on first use; `preload()` starts that early. */
export type LazyResolver<Input extends FieldValues, Output extends FieldValues> = Resolver<Input, unknown, Output> & {
  preload: () => void
}

/**
 * The browser half of "one schema per form": the same zod schema the route handler uses, but
 * imported on demand, so zod (about 31 KiB gzipped) is not in any page's first load. The form
 * preloads it on first focus. If the import fails (a dropped connection), the form is sent
 * unchecked and the route handler, which runs the same schema, answers with the field errors.
 */
export function lazyZodResolver<Schema extends FormSchema>(
  loadSchema: () => Promise<Schema>,
): LazyResolver<z.input<Schema>, z.output<Schema>> {
  type Input = z.input<Schema>
  type Output = z.output<Schema>
  let loaded: Promise<Resolver<Input, unknown, Output> | null> | undefined

  const load = () => {
    loaded ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as unknown as Resolver<Input, unknown, Output>,
      () => {
        loaded = undefined
        return null
      },
    )
    return loaded
  }

  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => {
    const resolve = await load()
    if (resolve) return resolve(values, context, options)
    return { values: values as unknown as Output, errors: {} }
  }
  return Object.assign(resolver, { preload: () => void load() })
}
