import { checkSubmission } from '@portal/rules/medical-form';
import { demoRows } from './demo-data.js';

it("the demo's submitted health form answers every question the portal asks", () => {
  const [form] = demoRows(new Date('2026-06-01T12:00:00Z')).medicalForms;
  expect(form).toBeDefined();
  const checked = checkSubmission(form?.answers, form?.submittedAt ?? new Date());
  expect(checked.ok ? [] : checked.problems).toEqual([]);
});
