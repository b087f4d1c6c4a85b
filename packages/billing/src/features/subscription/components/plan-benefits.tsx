import {
  findPlan,
  PLAN_BENEFITS,
  type Plan,
  type PlanBenefit,
  planIncludes,
} from '@castmyscript/api/contract';

type Props = { packageName: string };

/** The discount's line names the plan's own percentage; the other benefits keep the spec's names. */
const benefitName = (plan: Plan | undefined, key: PlanBenefit, name: string) =>
  key === 'paygo_discount' && plan && plan.paygoDiscount > 0
    ? `${Math.round(plan.paygoDiscount * 100)}% discount on additional pages`
    : name;

/**
 * The benefits, each marked included or not for the user's plan, read from the same
 * catalogue as the plan cards. A package the catalogue does not know includes none: nothing is
 * promised that no plan states.
 */
export const PlanBenefits = ({ packageName }: Props) => {
  const plan = findPlan(packageName);
  return (
    <section aria-labelledby="benefits-heading">
      <h3 id="benefits-heading">Benefits</h3>
      <ul className="bil-benefits">
        {PLAN_BENEFITS.map(({ key, name }) => {
          const included = plan ? planIncludes(plan, key) : false;
          return (
            <li
              key={key}
              className={included ? 'is-included' : 'is-excluded'}
              data-testid={`benefit-${key}`}
            >
              <i
                className={included ? 'pi pi-check-circle' : 'pi pi-minus-circle'}
                aria-hidden="true"
              />
              <span>{benefitName(plan, key, name)}</span>
              <span className="bil-benefits__mark">{included ? 'Included' : 'Not included'}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
};
