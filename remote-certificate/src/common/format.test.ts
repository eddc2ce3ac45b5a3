import {
  decimalsOf,
  formatCellCount,
  formatDate,
  formatDayOf,
  formatDecimal,
  formatPercent,
  formatVolume,
} from './format';

describe('decimalsOf', () => {
  it.each([
    [14, 0],
    [14.2, 1],
    [14.25, 2],
    [14.256, 2],
    [0.1, 1],
    [1e9, 0],
  ])('%p has %p decimals as written', (value, decimals) => {
    expect(decimalsOf(value)).toBe(decimals);
  });
});

describe('formatDecimal', () => {
  it('keeps the lab’s decimal and adds thousands separators', () => {
    expect(formatDecimal(14.2)).toBe('14.2');
    expect(formatDecimal(14)).toBe('14');
    expect(formatDecimal(1234.5)).toBe('1,234.5');
    expect(formatDecimal(1234567)).toBe('1,234,567');
  });
});

describe('formatCellCount', () => {
  it('writes TNC (x10^8) with its unit, in plain text and in full', () => {
    expect(formatCellCount(14.2, 8)).toEqual({
      scientific: '14.2 × 10⁸ cells',
      scientificText: '14.2 × 10^8 cells',
      inFull: '1,420,000,000 cells',
    });
  });

  it('writes CD34+ (x10^6), without a decimal the lab did not give', () => {
    expect(formatCellCount(5, 6)).toEqual({
      scientific: '5 × 10⁶ cells',
      scientificText: '5 × 10^6 cells',
      inFull: '5,000,000 cells',
    });
    expect(formatCellCount(5.6, 6).inFull).toBe('5,600,000 cells');
  });

  it('rounds large counts to whole cells without floating-point noise', () => {
    // 0.29 * 1e8 is 28999999.999999996 in floating point.
    expect(formatCellCount(0.29, 8).inFull).toBe('29,000,000 cells');
    expect(formatCellCount(123.45, 8).inFull).toBe('12,345,000,000 cells');
  });
});

describe('formatPercent', () => {
  it('writes viability with the lab’s decimal', () => {
    expect(formatPercent(97.4)).toBe('97.4%');
    expect(formatPercent(97)).toBe('97%');
    expect(formatPercent(100)).toBe('100%');
    expect(formatPercent(85.25)).toBe('85.25%');
  });
});

describe('formatVolume', () => {
  it('writes millilitres with the unit and separators', () => {
    expect(formatVolume(98.5)).toBe('98.5 mL');
    expect(formatVolume(98)).toBe('98 mL');
    expect(formatVolume(1200)).toBe('1,200 mL');
  });
});

describe('dates', () => {
  it('writes a calendar date the same in every time zone', () => {
    expect(formatDate('2024-04-13')).toBe('April 13, 2024');
    expect(formatDate('2024-01-01')).toBe('January 1, 2024');
  });

  it('writes the day of an instant in the given zone', () => {
    expect(formatDayOf('2024-05-02T16:00:00.000Z', 'UTC')).toBe('May 2, 2024');
    expect(formatDayOf('2024-05-02T23:30:00.000Z', 'America/Los_Angeles')).toBe('May 2, 2024');
    expect(formatDayOf('2024-05-02T23:30:00.000Z', 'Asia/Tokyo')).toBe('May 3, 2024');
  });
});
