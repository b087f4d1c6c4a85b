import { findPlan } from '@castmyscript/api/contract';

type Props = { packageName: string };

/** Spec 2 §2: the benefits of a paid plan; the discount comes from the catalogue. */
export const PlanBenefits = ({ packageName }: Props) => {
  const discount = Math.round((findPlan(packageName)?.paygoDiscount ?? 0) * 100);
  const benefits = [
    'Priority processing',
    discount > 0 ? `${discount}% discount on additional pages` : 'Discount on additional pages',
    'Advanced analysis features',
  ];
  return (
    <section aria-labelledby="benefits-heading">
      <h3 id="benefits-heading">Benefits</h3>
      <ul className="bil-benefits">
        {benefits.map((benefit) => (
          <li key={benefit}>
            <i className="pi pi-check-circle" aria-hidden="true" /> {benefit}
          </li>
        ))}
      </ul>
    </section>
  );
};
