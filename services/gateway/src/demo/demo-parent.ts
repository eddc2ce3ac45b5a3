/** The demo parent of the local stack (Auth emulator only). Scripts print these at start. */
export const DEMO_PARENT = {
  uid: 'demo-parent',
  email: 'parent@example.com',
  password: 'Cordblood-2026',
  displayName: 'Jordan Rivera',
} as const;

/** The demo parent's orders (siblings): the older child done, the younger at the health form. */
export const DEMO_ORDER_IDS = { maya: 'ord_maya', baby: 'ord_baby' } as const;
