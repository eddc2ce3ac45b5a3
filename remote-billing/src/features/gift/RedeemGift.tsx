import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from '@portal/shared/router';
import { GIFT_CODE_MESSAGE, normaliseGiftCode } from '@portal/rules/commerce';
import { routes, useAuth, withRedirect } from '@portal/shared';
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
import { recall, remember } from '../checkout/flow-memory';
import { useRedeemGift } from './api/use-redeem-gift';

const useStyles = makeStyles({
  section: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingVerticalM },
  heading: { margin: 0 },
  row: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', alignItems: 'end' },
  field: { flexGrow: 1, minWidth: '14rem' },
  link: { color: tokens.colorBrandForegroundLink },
});

/** A gift's recipient, signed in, turns its code into a new child in their portal (once). */
export function RedeemGift() {
  const styles = useStyles();
  const navigate = useNavigate();
  const { user } = useAuth();
  const [code, setCode] = useState(() => recall<string>('gift-code') ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [redeemed, setRedeemed] = useState(false);
  const { redeemGift, redeeming: loading } = useRedeemGift();

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
    const failure = await redeemGift(canonical);
    if (failure === null) {
      setRedeemed(true);
      remember('gift-code', '');
      return;
    }
    setProblem(failure);
    document.getElementById('gift-code')?.focus();
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
