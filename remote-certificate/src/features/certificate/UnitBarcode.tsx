import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { reportError } from '@portal/shared';
import { makeStyles } from '@portal/shared/ui';
import { BARCODE_FORMAT } from './barcode';

const useStyles = makeStyles({
  barcode: { display: 'block', maxWidth: '100%', height: 'auto', backgroundColor: '#ffffff' },
});

/**
 * The unit id as a Code 128 barcode, drawn by JsBarcode, which is loaded on demand (it is
 * not part of the page's first load). The unit id is also printed beside it as text.
 */
export function UnitBarcode({ unitId }: { unitId: string }) {
  const { t } = useLingui();
  const styles = useStyles();
  const svg = useRef<SVGSVGElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    import('jsbarcode')
      .then(({ default: JsBarcode }) => {
        if (cancelled || !svg.current) return;
        JsBarcode(svg.current, unitId, {
          format: BARCODE_FORMAT,
          displayValue: false,
          width: 2,
          height: 56,
          // A quiet zone of ten bar widths on each side, so scanners find the code.
          margin: 20,
          background: '#ffffff',
          lineColor: '#000000',
        });
      })
      .catch(() => {
        if (cancelled) return;
        setFailed(true);
        // A fixed message: JsBarcode's own errors quote the unit id.
        reportError(new Error('The unit barcode could not be drawn.'), {
          tags: { area: 'certificate' },
        });
      });
    return () => {
      cancelled = true;
    };
  }, [unitId]);

  if (failed) return null;
  return (
    <svg
      ref={svg}
      className={styles.barcode}
      role="img"
      aria-label={t`Barcode of the unit ID`}
      data-testid="unit-barcode"
    />
  );
}
