import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink, useNavigate } from '@portal/shared/router';
import { giftCodeProblem, normaliseGiftCode } from '@portal/rules/commerce';
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
import { recall, remember } from '../../common/checkout/flow-memory';
import { useParentText, type ParentText } from '../../common/checkout/parent-text';
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
  const { t } = useLingui();
  const text = useParentText();
  const [code, setCode] = useState(() => recall<string>('gift-code') ?? '');
  const [problem, setProblem] = useState<ParentText | null>(null);
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
      setProblem({ problem: giftCodeProblem() });
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

  const problemMessage = problem ? text(problem) : undefined;
  return (
    <section className={styles.section} aria-labelledby="redeem-heading">
      <Subtitle1 as="h2" id="redeem-heading" className={styles.heading}>
        <Trans>Redeem a gift</Trans>
      </Subtitle1>
      {redeemed ? (
        <MessageBar intent="success">
          <MessageBarBody>
            <MessageBarTitle>
              <Trans>The gift is yours</Trans>
            </MessageBarTitle>
            <Trans>It is now in your portal as a new child.</Trans>{' '}
            <RouterLink className={styles.link} to={routes.dashboard}>
              <Trans>Go to your portal</Trans>
            </RouterLink>
          </MessageBarBody>
        </MessageBar>
      ) : (
        <form onSubmit={submit} noValidate className={styles.section}>
          <Body1>
            <Trans>
              Someone gave you a plan? Enter the code from their gift. It becomes an order in your
              portal.
            </Trans>
            {user && !user.emailVerified ? (
              <>
                {' '}
                <Trans>Verify your email address first.</Trans>
              </>
            ) : null}
          </Body1>
          <div className={styles.row}>
            <Field
              className={styles.field}
              label={t`Gift code`}
              validationState={problemMessage ? 'error' : 'none'}
              validationMessage={problemMessage}
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
                {loading ? t`Redeeming…` : t`Redeem`}
              </Button>
            ) : (
              <Button type="submit" appearance="primary">
                <Trans>Sign in to redeem</Trans>
              </Button>
            )}
          </div>
        </form>
      )}
    </section>
  );
}
