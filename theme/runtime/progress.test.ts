// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { BAR_ID, DELAY, MINIMUM, SPEED, TRICKLE_RATE, TRICKLE_SPEED, createProgress } from './progress'

const bar = () => document.getElementById(BAR_ID)
const width = () => Number(/scaleX\(([\d.]+)\)/.exec(bar()!.style.transform)![1])

describe('theme/runtime/progress', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    document.body.innerHTML = ''
  })
  afterEach(() => vi.useRealTimers())

  test('L7 constants: delay 200 ms, minimum 0.08, speed 200 ms, trickle rate 0.02, trickle speed 800 ms', () => {
    expect({ DELAY, MINIMUM, SPEED, TRICKLE_RATE, TRICKLE_SPEED }).toEqual({
      DELAY: 200,
      MINIMUM: 0.08,
      SPEED: 200,
      TRICKLE_RATE: 0.02,
      TRICKLE_SPEED: 800,
    })
  })

  test('L7 nothing shows before 200 ms; then a progressbar starts at the minimum', () => {
    const progress = createProgress()
    progress.start()
    vi.advanceTimersByTime(199)
    expect(bar()).toBeNull()
    vi.advanceTimersByTime(1)
    expect(bar()!.getAttribute('role')).toBe('progressbar')
    expect(width()).toBeCloseTo(MINIMUM)
  })

  test('L7 an update that completes within 200 ms never shows the bar', () => {
    const progress = createProgress()
    progress.start()
    vi.advanceTimersByTime(150)
    progress.done()
    vi.advanceTimersByTime(2000)
    expect(bar()).toBeNull()
  })

  test('L7 the bar trickles by the trickle rate every 800 ms, never reaching the end', () => {
    const progress = createProgress()
    progress.start()
    vi.advanceTimersByTime(DELAY + TRICKLE_SPEED - 1)
    expect(width()).toBeCloseTo(MINIMUM)
    vi.advanceTimersByTime(1)
    expect(width()).toBeCloseTo(MINIMUM + TRICKLE_RATE)
    vi.advanceTimersByTime(TRICKLE_SPEED * 100)
    expect(width()).toBeLessThan(1)
  })

  test('L7 done() completes the bar, fades it out and removes it; no spinner', () => {
    const progress = createProgress()
    progress.start()
    vi.advanceTimersByTime(DELAY)
    progress.done()
    expect(width()).toBe(1)
    expect(bar()!.children).toHaveLength(0)
    vi.advanceTimersByTime(SPEED)
    expect(bar()!.style.opacity).toBe('0')
    vi.advanceTimersByTime(SPEED)
    expect(bar()).toBeNull()
  })

  test('L7 a second start while the bar shows keeps one bar', () => {
    const progress = createProgress()
    progress.start()
    vi.advanceTimersByTime(DELAY + TRICKLE_SPEED)
    progress.start()
    vi.advanceTimersByTime(DELAY)
    expect(document.querySelectorAll(`#${BAR_ID}`)).toHaveLength(1)
    expect(width()).toBeGreaterThan(MINIMUM)
  })
})
