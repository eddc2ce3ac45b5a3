import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerCatalog, setOrders } from '@portal/shared';
import {
  renderWithPortal,
  resetPortalStores,
  signInForTests,
  speakInTests,
} from '@portal/shared/testing';
import { loadHostCatalog } from '../i18n/host-catalog';
import { SideNav } from './SideNav';

speakInTests('es');

beforeAll(() => registerCatalog('host', loadHostCatalog));
beforeEach(() => {
  resetPortalStores();
  signInForTests();
});

const nav = () => screen.getByRole('navigation', { name: 'Portal' });

it('names every item in Spanish, each with its icon', () => {
  setOrders([{ id: 'o1', purchaserName: 'Jordan' }]);
  renderWithPortal(<SideNav narrow={false} open onClose={() => undefined} />, {
    route: '/portal/pick-up',
  });
  const items = within(nav()).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    'Inicio',
    'Formulario de salud',
    'Solicitar la recogida del kit',
    'Certificado de células madre',
    'Facturación',
    expect.stringMatching(/^Centro de información/),
  ]);
  // The icons follow the route, whatever the language calls the page.
  for (const item of items.slice(0, 4)) expect(item.querySelector('svg')).not.toBeNull();
  expect(within(nav()).getByRole('link', { current: 'page' })).toHaveTextContent(
    'Solicitar la recogida del kit',
  );
});

it('says which child is shown, and announces a switch, in Spanish', async () => {
  setOrders([
    { id: 'o1', purchaserName: 'Jordan' },
    { id: 'o2', purchaserName: 'Jordan' },
  ]);
  renderWithPortal(<SideNav narrow open onClose={() => undefined} />, { route: '/portal' });
  const siblings = within(nav()).getByRole('button', { name: /^Ver hermano\(s\)/ });
  // A first load with two children shows the last one.
  expect(siblings).toHaveAccessibleName(/^Ver hermano\(s\) ?, se muestra el bebé 2 de 2$/);
  await userEvent.click(siblings);
  expect(within(nav()).getByRole('status')).toHaveTextContent('Ahora se muestra el bebé 1 de 2.');
  expect(within(nav()).getByRole('list', { name: 'Cuenta' })).toBeVisible();
  expect(within(nav()).getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
});
