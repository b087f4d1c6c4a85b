import type { FormikProps } from 'formik';

/** Wires one formik field into FormField: value, handlers, its error and whether it was touched. */
export const fieldProps = <V extends object>(formik: FormikProps<V>, name: keyof V & string) => ({
  id: name,
  name,
  value: String(formik.values[name] ?? ''),
  onChange: formik.handleChange,
  onBlur: formik.handleBlur,
  error: formik.errors[name] as string | undefined,
  touched: !!formik.touched[name],
});
