import { screen, within } from '@testing-library/react';
import { renderWithPortal } from '@portal/shared/testing';
import { PLANS } from '../../test-support/commerce-gateway';
import { PlanSummary } from './PlanSummary';

const [annual, monthly] = PLANS as [(typeof PLANS)[number], (typeof PLANS)[number]];

it('names the plan and its price per period, as text in a landmark labelled "Your plan"', () => {
  renderWithPortal(<PlanSummary plan={monthly} />);
  const summary = screen.getByRole('region', { name: 'Your plan' });
  expect(within(summary).getByText('Monthly storage')).toBeInTheDocument();
  expect(within(summary).getByText('$15.00 per month')).toBeInTheDocument();
  // Read when reached, never announced by itself while the parent types.
  expect(summary.closest('[aria-live]')).toBeNull();
});

it('stays at the top of a phone’s screen, on a solid background', () => {
  renderWithPortal(<PlanSummary plan={monthly} />);
  // jsdom applies no media query: what it computes are the phone's styles.
  const style = getComputedStyle(screen.getByRole('region', { name: 'Your plan' }));
  expect(style.position).toBe('sticky');
  expect(style.top).toBe('0px');
  expect(style.backgroundColor).toMatch(/colorNeutralBackground1/);
});

it('shows whichever plan it is given, in the plan’s own currency and period', () => {
  renderWithPortal(
    <PlanSummary
      plan={{ ...annual, code: 'family', name: 'Family storage', priceCents: 19_900 }}
    />,
  );
  const summary = screen.getByRole('region', { name: 'Your plan' });
  expect(within(summary).getByText('Family storage')).toBeInTheDocument();
  expect(within(summary).getByText('$199.00 per year')).toBeInTheDocument();
});
