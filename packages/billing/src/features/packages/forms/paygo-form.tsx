import {
  PAYGO_MAX_PAGES,
  PAYGO_MIN_PAGES,
  PAYGO_PACKAGE_NAME,
  PAYGO_QUICK_PICKS,
  quotePaygo,
  type Plan,
} from '@castmyscript/api/contract';
import { useModal } from '@castmyscript/ui-kit';
import { useFormik } from 'formik';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';

import { formatUsd } from '../../../shared/lib/money';
import { PaygoBreakdown } from '../components/paygo-breakdown';
import { useCheckout } from '../hooks/use-checkout';
import { paygoSchema, validPages, type PaygoValues } from './paygo-schema';

type Props = { plan: Plan; disabled?: boolean };

/**
 * Pay-as-you-go: a page count (5 to 1000, whole), quick picks, the live price and
 * a purchase through the hosted checkout. Failures open an alert dialog.
 */
export const PaygoForm = ({ plan, disabled = false }: Props) => {
  const modal = useModal();
  const checkout = useCheckout(
    (message) => void modal.alert({ header: 'Purchase failed', message }),
  );
  const formik = useFormik<PaygoValues>({
    initialValues: { pages: 25 },
    validationSchema: paygoSchema,
    onSubmit: ({ pages }) =>
      checkout.start(PAYGO_PACKAGE_NAME, {
        package_type: 'paygo',
        // The price shown on the button; the server answers 409 if it has changed.
        package_details: {
          package_name: PAYGO_PACKAGE_NAME,
          pages_buy: Number(pages),
          package_price: quotePaygo(Number(pages), plan).total,
        },
      }),
  });
  const pages = validPages(formik.values.pages);
  const error = formik.touched.pages || formik.submitCount > 0 ? formik.errors.pages : undefined;
  const busy = checkout.pending !== null;

  return (
    <form
      className="bil-paygo__form"
      onSubmit={formik.handleSubmit}
      noValidate
      aria-label="Buy pages"
    >
      <fieldset className="bil-picks" disabled={busy}>
        <legend>Quick picks</legend>
        {PAYGO_QUICK_PICKS.map((pick) => (
          <button
            key={pick.pages}
            type="button"
            className="bil-pick"
            aria-pressed={pages === pick.pages}
            onClick={() => void formik.setFieldValue('pages', pick.pages, true)}
          >
            <strong>{pick.pages} pages</strong>
            <span>{pick.label}</span>
          </button>
        ))}
      </fieldset>
      <div className="cms-field bil-paygo__pages">
        <label htmlFor="paygo-pages">Number of pages</label>
        <InputText
          id="paygo-pages"
          name="pages"
          type="number"
          inputMode="numeric"
          min={PAYGO_MIN_PAGES}
          max={PAYGO_MAX_PAGES}
          step={1}
          value={String(formik.values.pages)}
          onChange={(event) => {
            void formik.setFieldTouched('pages', true, false);
            formik.handleChange(event);
          }}
          onBlur={formik.handleBlur}
          invalid={!!error}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'paygo-pages-error' : 'paygo-pages-hint'}
        />
        {error ? (
          <small id="paygo-pages-error" className="cms-field__error" role="alert">
            {error}
          </small>
        ) : (
          <small id="paygo-pages-hint" className="bil-muted">
            From {PAYGO_MIN_PAGES} to {PAYGO_MAX_PAGES} pages. Pay-as-you-go pages never expire.
          </small>
        )}
      </div>
      <PaygoBreakdown pages={pages} plan={plan} />
      <Button
        type="submit"
        className="bil-paygo__buy"
        icon="pi pi-shopping-cart"
        label={
          pages ? `Buy ${pages} pages for ${formatUsd(quotePaygo(pages, plan).total)}` : 'Buy pages'
        }
        loading={busy}
        disabled={disabled || busy}
      />
    </form>
  );
};
