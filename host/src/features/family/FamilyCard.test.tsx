import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { pendingLeaveQuestion, setOrders, useOrders } from '@portal/shared';
import {
  renderWithPortal,
  resetPortalStores,
  settleRequestsAfterEach,
  signInForTests,
} from '@portal/shared/testing';
import type { DashboardFamily, FamilyMember, OpenInvitation } from './api/use-dashboard-family';
import { useDashboardFamily } from './api/use-dashboard-family';
import { FamilyCard } from './FamilyCard';

const GATEWAY = 'http://gateway.test/graphql';
const server = setupServer();

const HOLDER: FamilyMember = {
  uid: 'test-user-1',
  role: 'HOLDER',
  name: 'Jordan Rivera',
  email: 'parent@example.com',
  since: '2026-03-02T12:00:00Z',
  isViewer: true,
};
const SAM: FamilyMember = {
  uid: 'uid-sam',
  role: 'GUARDIAN',
  name: 'Sam Rivera',
  email: 'sam@example.com',
  since: '2026-11-20T12:00:00Z',
  isViewer: false,
};
const UNNAMED: FamilyMember = {
  uid: 'uid-alex',
  role: 'GUARDIAN',
  name: null,
  email: 'alex@example.com',
  since: '2026-11-21T12:00:00Z',
  isViewer: false,
};
const GRANDMA: OpenInvitation = {
  id: 'inv-1',
  email: 'grandma@example.com',
  invitedAt: '2026-11-24T12:00:00Z',
  expiresAt: '2026-12-08T12:00:00Z',
};

/** What the gateway holds for order-1: the viewer's place, the members, the open invitations. */
let held: DashboardFamily;
/** The parent's children as the gateway lists them. */
let orders: { id: string; purchaserName: string }[];
let sent: { operation: string; variables: Record<string, unknown> }[];
/** The reads the gateway answered, in order. */
let reads: string[];

type RefusalExtensions = {
  reason?: string;
  fields?: { field: string; message: string }[];
};

type Refusal = {
  data: null;
  errors: { message: string; extensions: RefusalExtensions & { code: string } }[];
};

function refused(code: string, message: string, extra: RefusalExtensions = {}) {
  return HttpResponse.json<Refusal>({
    errors: [{ message, extensions: { code, ...extra } }],
    data: null,
  });
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
settleRequestsAfterEach(server);
beforeEach(() => {
  resetPortalStores();
  signInForTests();
  orders = [
    { id: 'order-0', purchaserName: 'Jordan Rivera' },
    { id: 'order-1', purchaserName: 'Jordan Rivera' },
  ];
  setOrders(orders);
  sent = [];
  reads = [];
  held = {
    id: 'order-1',
    childName: 'Rowan',
    access: 'HOLDER',
    family: { members: [HOLDER, SAM, UNNAMED], invitations: [GRANDMA] },
  };
  const link = graphql.link(GATEWAY);
  server.use(
    link.query('DashboardFamily', ({ variables }) => {
      reads.push('DashboardFamily');
      return HttpResponse.json({ data: { order: variables.id === held.id ? held : null } });
    }),
    link.query('getUserOrder', () => {
      reads.push('getUserOrder');
      return HttpResponse.json({ data: { me: { id: 'test-user-1', orders } } });
    }),
    link.mutation('InviteGuardian', ({ variables }) => {
      sent.push({ operation: 'InviteGuardian', variables });
      const email = String(variables.email).toLowerCase();
      if (email === 'sam@example.com') {
        return refused('BAD_USER_INPUT', 'Invalid input', {
          fields: [
            {
              field: 'email',
              message: "sam@example.com already has access to this child's journey.",
            },
          ],
        });
      }
      if (email === 'busy@example.com') return refused('SERVICE_UNAVAILABLE', 'Mail is down');
      const invitation = {
        id: `inv-${email}`,
        email,
        invitedAt: '2026-11-27T12:00:00Z',
        expiresAt: '2026-12-11T12:00:00Z',
      };
      held = {
        ...held,
        family: { ...held.family, invitations: [invitation, ...held.family.invitations] },
      };
      return HttpResponse.json({ data: { family: { invite: invitation } } });
    }),
    link.mutation('CancelFamilyInvitation', ({ variables }) => {
      sent.push({ operation: 'CancelFamilyInvitation', variables });
      const invitations = held.family.invitations.filter((i) => i.id !== variables.invitationId);
      held = { ...held, family: { ...held.family, invitations } };
      return HttpResponse.json({
        data: {
          family: { cancelInvitation: { invitations: invitations.map(({ id }) => ({ id })) } },
        },
      });
    }),
    link.mutation('RevokeGuardian', ({ variables }) => {
      sent.push({ operation: 'RevokeGuardian', variables });
      const members = held.family.members.filter((m) => m.uid !== variables.uid);
      held = { ...held, family: { ...held.family, members } };
      return HttpResponse.json({
        data: { family: { revoke: { members: members.map(({ uid }) => ({ uid })) } } },
      });
    }),
    link.mutation('LeaveFamily', ({ variables }) => {
      sent.push({ operation: 'LeaveFamily', variables });
      orders = orders.filter((order) => order.id !== variables.orderId);
      return HttpResponse.json({ data: { family: { leave: true } } });
    }),
  );
});

const onLeft = jest.fn();

/** The card as the dashboard draws it, from the selected child's read; and which child that is. */
function DashboardCard() {
  const { selected } = useOrders();
  return (
    <>
      <p data-testid="selected">{selected?.id ?? 'none'}</p>
      <FamilyCard {...useDashboardFamily(selected?.id)} onLeft={onLeft} />
    </>
  );
}

async function renderCard() {
  const user = userEvent.setup();
  renderWithPortal(<DashboardCard />, { route: '/portal' });
  const card = await screen.findByRole('region', { name: 'Family access' });
  return { user, card };
}

const memberList = (card: HTMLElement) =>
  within(card).findByRole('list', { name: 'People with access' });

describe("the account holder's card", () => {
  it('lists who has access: name (or email), role and since when', async () => {
    const { card } = await renderCard();
    const items = within(await memberList(card)).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Jordan Rivera (you)');
    expect(within(items[0]!).getByText('Account holder')).toBeVisible();
    expect(within(items[0]!).getByText('since March 2, 2026')).toBeVisible();
    // The holder cannot be removed.
    expect(within(items[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(items[1]!).getByText('Sam Rivera')).toBeVisible();
    expect(within(items[1]!).getByText('Guardian')).toBeVisible();
    expect(within(items[1]!).getByText('since November 20, 2026')).toBeVisible();
    expect(
      within(items[1]!).getByRole('button', { name: 'Remove access for Sam Rivera' }),
    ).toHaveTextContent('Remove access');
    // Without a name, the email.
    expect(within(items[2]!).getByText('alex@example.com')).toBeVisible();
    expect(
      within(items[2]!).getByRole('button', { name: 'Remove access for alex@example.com' }),
    ).toBeVisible();

    const invitations = within(card).getByRole('list', { name: 'Open invitations' });
    expect(within(invitations).getByText('grandma@example.com')).toBeVisible();
    expect(within(invitations).getByText('Invited November 24, 2026')).toBeVisible();
    expect(within(invitations).getByText('Link works until December 8, 2026')).toBeVisible();
    expect(
      within(invitations).getByRole('button', {
        name: 'Cancel invitation for grandma@example.com',
      }),
    ).toHaveTextContent('Cancel invitation');
    expect(
      within(card).getByText(
        "They can see this child's journey, fill in the medical health form and request the kit pick-up. Billing stays with you.",
      ),
    ).toBeVisible();
  });

  it('sends an invitation: a polite status, the field emptied, the invitation listed', async () => {
    const { user, card } = await renderCard();
    const input = await within(card).findByRole('textbox', { name: "Guardian's email address" });
    await user.type(input, '  Casey@Example.com ');
    await user.click(within(card).getByRole('button', { name: 'Send invitation' }));

    await waitFor(() =>
      expect(within(card).getByRole('status')).toHaveTextContent(
        'Invitation sent to casey@example.com.',
      ),
    );
    expect(sent).toEqual([
      {
        operation: 'InviteGuardian',
        variables: { orderId: 'order-1', email: 'Casey@Example.com' },
      },
    ]);
    expect(input).toHaveValue('');
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
    const invitations = within(card).getByRole('list', { name: 'Open invitations' });
    expect(await within(invitations).findByText('casey@example.com')).toBeVisible();
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('holds an invitation sent offline, asks before leaving, and sends the corrected address once when the connection returns', async () => {
    const { user, card } = await renderCard();
    const input = await within(card).findByRole('textbox', { name: "Guardian's email address" });
    await user.type(input, 'casey@exmaple.com');
    const online = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await user.click(within(card).getByRole('button', { name: 'Send invitation' }));
      await waitFor(() =>
        expect(within(card).getByRole('status')).toHaveTextContent(
          'Waiting for a connection: we will send your invitation as soon as you are back online.',
        ),
      );
      expect(pendingLeaveQuestion()).toBe(
        'Your invitation has not been sent yet: it is sent when your connection returns. Leave this page?',
      );
      // A correction made while waiting is what goes.
      await user.clear(input);
      await user.type(input, 'casey@example.com');
      expect(sent).toEqual([]);

      online.mockReturnValue(true);
      act(() => void window.dispatchEvent(new Event('online')));
      await waitFor(() =>
        expect(within(card).getByRole('status')).toHaveTextContent(
          'Invitation sent to casey@example.com.',
        ),
      );
      act(() => void window.dispatchEvent(new Event('online')));
      expect(sent).toEqual([
        {
          operation: 'InviteGuardian',
          variables: { orderId: 'order-1', email: 'casey@example.com' },
        },
      ]);
      expect(pendingLeaveQuestion()).toBeNull();
      expect(input).toHaveValue('');
    } finally {
      online.mockRestore();
    }
  });

  it("refreshes the dashboard's readers by itself: the invitation's answer comes after they read again", async () => {
    const { user, card } = await renderCard();
    const input = await within(card).findByRole('textbox', { name: "Guardian's email address" });
    await waitFor(() => expect(reads).toContain('DashboardFamily'));
    reads = [];
    await user.type(input, 'casey@example.com');
    await user.click(within(card).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(within(card).getByRole('status')).toHaveTextContent(
        'Invitation sent to casey@example.com.',
      ),
    );
    // family-requests.ts calls no refresh of its own: requestGateway refreshed every reader on
    // screen (the card's family and the children) before the invitation answered.
    expect(reads).toEqual(expect.arrayContaining(['DashboardFamily', 'getUserOrder']));
  });

  it("shows the gateway's email problem on the field", async () => {
    const { user, card } = await renderCard();
    const input = await within(card).findByRole('textbox', { name: "Guardian's email address" });
    await user.type(input, 'sam@example.com{Enter}');

    const message = "sam@example.com already has access to this child's journey.";
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveAccessibleDescription(message);
    expect(input).toHaveFocus();
    expect(input).toHaveValue('sam@example.com');
    expect(within(card).getByRole('status')).toHaveTextContent('');
    // The field's own message (Fluent's Field says it as an alert) and no other.
    expect(
      within(card)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual([message]);
  });

  it('checks the address before sending it', async () => {
    const { user, card } = await renderCard();
    const input = await within(card).findByRole('textbox', { name: "Guardian's email address" });
    await user.click(within(card).getByRole('button', { name: 'Send invitation' }));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter the email address to invite.');

    await user.type(input, 'casey@example');
    await user.click(within(card).getByRole('button', { name: 'Send invitation' }));
    expect(input).toHaveAccessibleDescription('Enter an email address like name@example.com.');

    await user.clear(input);
    await user.type(input, 'Parent@example.com{Enter}');
    expect(input).toHaveAccessibleDescription(
      'That is your own email address: you already have access.',
    );
    expect(sent).toEqual([]);
  });

  it('says other failures in an alert', async () => {
    const { user, card } = await renderCard();
    const input = await within(card).findByRole('textbox', { name: "Guardian's email address" });
    await user.type(input, 'busy@example.com{Enter}');
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'We could not send the invitation just now. Please try again in a moment.',
    );
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveValue('busy@example.com');
  });

  it('cancels an open invitation', async () => {
    const { user, card } = await renderCard();
    await user.click(
      await within(card).findByRole('button', {
        name: 'Cancel invitation for grandma@example.com',
      }),
    );
    await waitFor(() =>
      expect(within(card).getByRole('status')).toHaveTextContent(
        'The invitation to grandma@example.com is cancelled.',
      ),
    );
    expect(sent).toEqual([
      { operation: 'CancelFamilyInvitation', variables: { invitationId: 'inv-1' } },
    ]);
    expect(within(card).queryByText('grandma@example.com')).not.toBeInTheDocument();
    expect(within(card).queryByRole('list', { name: 'Open invitations' })).not.toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'Family access' })).toHaveFocus();
  });

  it("removes a guardian's access once the holder confirms", async () => {
    const { user, card } = await renderCard();
    const remove = await within(card).findByRole('button', {
      name: 'Remove access for Sam Rivera',
    });

    // Cancelling changes nothing, and focus goes back to the button.
    await user.click(remove);
    const asked = await screen.findByRole('dialog', { name: "Remove Sam Rivera's access?" });
    await user.click(within(asked).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(remove).toHaveFocus());
    expect(sent).toEqual([]);
    // The focus manager lets go of the closed dialog's modal state on its own timers; a dialog
    // opened in the same instant is hidden with the rest of the page when they run (a parent's
    // second click is never that quick).
    await new Promise((resolve) => setTimeout(resolve, 250));

    await user.click(remove);
    const dialog = await screen.findByRole('dialog', { name: "Remove Sam Rivera's access?" });
    expect(dialog).toHaveTextContent(
      "Sam Rivera will no longer see this child's journey. You can invite them again later.",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Remove access' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([
      { operation: 'RevokeGuardian', variables: { orderId: 'order-1', uid: 'uid-sam' } },
    ]);
    expect(within(card).getByRole('status')).toHaveTextContent('Sam Rivera no longer has access.');
    expect(within(await memberList(card)).queryByText('Sam Rivera')).not.toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'Family access' })).toHaveFocus();
  });

  it('keeps the dialog open with the reason when removing fails', async () => {
    server.use(
      graphql.link(GATEWAY).mutation('RevokeGuardian', () =>
        refused('FORBIDDEN', 'Only the account holder can revoke access.', {
          reason: 'HOLDER_ONLY',
        }),
      ),
    );
    const { user, card } = await renderCard();
    await user.click(
      await within(card).findByRole('button', { name: 'Remove access for Sam Rivera' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove access' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Only the account holder can invite others or change who has access.',
    );
    // Sam is still listed. Behind the open modal dialog the page is hidden from assistive
    // technology (Fluent marks it so, at its own moment), so the list is found hidden or not.
    const members = within(card).getByRole('list', { name: 'People with access', hidden: true });
    expect(within(members).getByText('Sam Rivera')).toBeVisible();
  });
});

describe("a guardian's card", () => {
  beforeEach(() => {
    held = {
      id: 'order-1',
      childName: 'Rowan',
      access: 'GUARDIAN',
      family: {
        members: [
          { ...HOLDER, isViewer: false },
          { ...SAM, uid: 'test-user-1', isViewer: true },
        ],
        invitations: [],
      },
    };
  });

  it('says who shared the journey, with nothing of the holder’s tools', async () => {
    const { card } = await renderCard();
    expect(
      await within(card).findByText("Jordan Rivera shared this child's journey with you."),
    ).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Leave' })).toBeVisible();
    expect(within(card).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Remove access/ })).not.toBeInTheDocument();
    expect(within(card).queryByRole('list')).not.toBeInTheDocument();
  });

  it('names the holder by email when they have no name', async () => {
    held.family.members[0] = { ...HOLDER, name: null, isViewer: false };
    const { card } = await renderCard();
    expect(
      await within(card).findByText("parent@example.com shared this child's journey with you."),
    ).toBeVisible();
  });

  it('leaves once confirmed: the children are read again and this one is gone', async () => {
    const { user, card } = await renderCard();
    await user.click(await within(card).findByRole('button', { name: 'Leave' }));
    const dialog = await screen.findByRole('dialog', { name: "Leave this child's family?" });
    expect(dialog).toHaveTextContent(
      "You will no longer see Rowan's journey. The account holder can invite you again.",
    );
    expect(screen.getByTestId('selected')).toHaveTextContent('order-1');
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));

    await waitFor(() => expect(screen.getByTestId('selected')).toHaveTextContent('order-0'));
    expect(sent).toEqual([{ operation: 'LeaveFamily', variables: { orderId: 'order-1' } }]);
    expect(onLeft).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText(/shared this child's journey with you/)).not.toBeInTheDocument();
  });

  it('stays when the guardian cancels', async () => {
    const { user, card } = await renderCard();
    const leave = await within(card).findByRole('button', { name: 'Leave' });
    await user.click(leave);
    const dialog = await screen.findByRole('dialog', { name: "Leave this child's family?" });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(leave).toHaveFocus());
    expect(sent).toEqual([]);
  });
});
