import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from '@portal/shared/router';
import { GIFT_CODE_MESSAGE, normaliseGiftCode } from '@portal/rules/commerce';
import { resetOrders, routes, useAuth, withRedirect } from '@portal/shared';
import { fieldProblems, graphQLErrorCode, useMutation } from '@portal/shared/graphql';
import {
  Body1,
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Subtitle1,
  makeStyles,
  tokens,
} from '@portal/shared/ui';
import { RedeemGiftDocument } from '../../graphql.generated';
import { recall, remember } from '../checkout/flow-memory';

const useStyles = makeStyles({
  section: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingVerticalM },
  heading: { margin: 0 },
  row: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', alignItems: 'end' },
  field: { flexGrow: 1, minWidth: '14rem' },
  link: { color: tokens.colorBrandForegroundLink },
});

const REDEEM_FAILED =
  'We could not redeem the gift just now. Please check your connection and try again.';

/** A gift's recipient, signed in, turns its code into a new child in their portal (once). */
export function RedeemGift() {
  const styles = useStyles();
  const navigate = useNavigate();
  const { user } = useAuth();
  const [code, setCode] = useState(() => recall<string>('gift-code') ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [redeemed, setRedeemed] = useState(false);
  const [redeem, { loading }] = useMutation(RedeemGiftDocument);

  const edit = (value: string) => {
    setCode(value);
    remember('gift-code', value);
    setProblem(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const canonical = normaliseGiftCode(code);
    if (!canonical) {
      setProblem(GIFT_CODE_MESSAGE);
      document.getElementById('gift-code')?.focus();
      return;
    }
    if (!user) {
      navigate(withRedirect(routes.login, routes.gift));
      return;
    }
    try {
      await redeem({ variables: { code: canonical } });
      setRedeemed(true);
      remember('gift-code', '');
      resetOrders(); // the host loads the orders again, the new child selected
    } catch (error) {
      const field = fieldProblems(error)[0];
      const known = ['NOT_FOUND', 'CONFLICT', 'BAD_USER_INPUT', 'RATE_LIMITED'].includes(
        graphQLErrorCode(error) ?? '',
      );
      setProblem(
        field?.message ?? (known && error instanceof Error ? error.message : REDEEM_FAILED),
      );
      document.getElementById('gift-code')?.focus();
    }
  };

  return (
    <section className={styles.section} aria-labelledby="redeem-heading">
      <Subtitle1 as="h2" id="redeem-heading" className={styles.heading}>
        Redeem a gift
      </Subtitle1>
      {redeemed ? (
        <MessageBar intent="success">
          <MessageBarBody>
            <MessageBarTitle>The gift is yours</MessageBarTitle>
            It is now in your portal as a new child.{' '}
            <RouterLink className={styles.link} to={routes.dashboard}>
              Go to your portal
            </RouterLink>
          </MessageBarBody>
        </MessageBar>
      ) : (
        <form onSubmit={submit} noValidate className={styles.section}>
          <Body1>
            Someone gave you a plan? Enter the code from their gift. It becomes an order in your
            portal.
            {user && !user.emailVerified ? ' Verify your email address first.' : ''}
          </Body1>
          <div className={styles.row}>
            <Field
              className={styles.field}
              label="Gift code"
              validationState={problem ? 'error' : 'none'}
              validationMessage={problem ?? undefined}
            >
              <Input
                id="gift-code"
                name="giftCode"
                value={code}
                autoComplete="off"
                spellCheck={false}
                onChange={(_event, data) => edit(data.value)}
              />
            </Field>
            {user ? (
              <Button
                type="submit"
                appearance="primary"
                disabled={loading}
                aria-busy={loading || undefined}
              >
                {loading ? 'Redeeming…' : 'Redeem'}
              </Button>
            ) : (
              <Button type="submit" appearance="primary">
                Sign in to redeem
              </Button>
            )}
          </div>
        </form>
      )}
    </section>
  );
}
