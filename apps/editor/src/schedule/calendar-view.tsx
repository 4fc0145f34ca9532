import { useId, useMemo, useState } from 'react'
import type { ApiClient } from '../api/api-client.ts'
import { listPages } from '../api/pages-api.ts'
import type { PageEntry } from '../api/pages-api.ts'
import type { EditorConfig, EditorUser } from '../api/session.ts'
import { useLoaded } from '../api/use-loaded.ts'
import { TopHeader } from '../pages/top-header.tsx'
import { absoluteTime } from '../revisions/revision-format.ts'
import { listSymbolEntries } from '../symbols/symbols-api.ts'
import { calendarEvents, dayKey, eventKey, eventsByDay, monthWeeks } from './calendar-events.ts'
import type { CalendarEvent } from './calendar-events.ts'
import './calendar.css'

interface CalendarViewProps {
  api: ApiClient
  user: EditorUser
  config: EditorConfig
  /** Opens an entry: `model` is `page` or `symbol`. */
  onOpen: (id: string, model: string) => void
  onPages: () => void
  onSignOut: () => void
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']

function eventText(event: CalendarEvent): string {
  const what = event.kind === 'start' ? 'goes live' : 'ends'
  const entry = `${event.model === 'symbol' ? 'symbol ' : ''}${event.page.name || event.page.id}`
  const subject = event.variation ? `${event.variation.name} (variation of ${entry})` : entry
  return `${subject} ${what}${event.isDraft ? ' (draft: publish to apply)' : ''}`
}

/**
 * The schedule of the space: a month of days with the pages, and the variations of pages and
 * symbols, that go live or end on each, and the list of what is coming, in local time. Opening
 * an event opens its page or symbol.
 */
export function CalendarView({ api, user, config, onOpen, onPages, onSignOut }: CalendarViewProps) {
  const id = useId()
  const { value: pages, error } = useLoaded(() => listPages(api), [api])
  // A space without the symbol model has no symbol variations to show.
  const { value: symbols } = useLoaded(
    () =>
      listSymbolEntries(api).then(
        (entries) => entries as PageEntry[],
        () => [],
      ),
    [api],
  )
  const [month, setMonth] = useState(() => {
    const now = new Date()
    return { year: now.getFullYear(), month: now.getMonth() }
  })
  const events = useMemo(() => calendarEvents(pages ?? [], symbols ?? []), [pages, symbols])
  const byDay = useMemo(() => eventsByDay(events), [events])
  const now = Date.now()
  const upcoming = events.filter((event) => event.at >= now)
  const title = new Date(month.year, month.month, 1).toLocaleDateString(undefined, {
    month: 'long',
    year: 'numeric',
  })
  const move = (by: number) => {
    const next = new Date(month.year, month.month + by, 1)
    setMonth({ year: next.getFullYear(), month: next.getMonth() })
  }
  const eventButton = (event: CalendarEvent) => (
    <button
      type="button"
      className={`link calendar-event calendar-${event.kind}`}
      onClick={() => onOpen(event.page.id, event.model)}
    >
      {new Date(event.at).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })}{' '}
      {eventText(event)}
    </button>
  )

  return (
    <div className="pages-view">
      <TopHeader user={user} spaceName={config.space.name} onSignOut={onSignOut} />
      <main className="pages-main calendar">
        <div className="pages-toolbar">
          <h1>Schedule</h1>
          <button type="button" className="link" onClick={onPages}>
            Back to pages
          </button>
        </div>
        {error && (
          <p role="alert" className="form-error">
            {error}
          </p>
        )}
        <div className="calendar-nav" role="group" aria-label="Month">
          <button type="button" onClick={() => move(-1)}>
            Previous month
          </button>
          <button type="button" onClick={() => move(1)}>
            Next month
          </button>
        </div>
        <table className="calendar-month" aria-describedby={`${id}-zone`}>
          <caption>{title}</caption>
          <thead>
            <tr>
              {WEEKDAYS.map((day) => (
                <th scope="col" key={day}>
                  {day}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthWeeks(month.year, month.month).map((week, w) => (
              <tr key={w}>
                {week.map((day, d) => {
                  const items = day ? (byDay.get(dayKey(day.getTime())) ?? []) : []
                  return (
                    <td key={d} className={day ? undefined : 'calendar-outside'}>
                      {day && (
                        <>
                          <span className="calendar-day">{day.getDate()}</span>
                          {items.length > 0 && (
                            <ul>
                              {items.map((event) => (
                                <li key={eventKey(event)}>{eventButton(event)}</li>
                              ))}
                            </ul>
                          )}
                        </>
                      )}
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        </table>
        <p className="hint" id={`${id}-zone`}>
          Times are local ({Intl.DateTimeFormat().resolvedOptions().timeZone}). The live site
          follows each date to the minute.
        </p>
        <section aria-labelledby={`${id}-upcoming`}>
          <h2 id={`${id}-upcoming`}>Coming up</h2>
          {pages === undefined ? (
            <p>Loading the schedule…</p>
          ) : upcoming.length === 0 ? (
            <p>Nothing is scheduled.</p>
          ) : (
            <ul className="calendar-upcoming">
              {upcoming.map((event) => (
                <li key={eventKey(event)}>
                  <time dateTime={new Date(event.at).toISOString()}>{absoluteTime(event.at)}</time>{' '}
                  <button
                    type="button"
                    className="link"
                    onClick={() => onOpen(event.page.id, event.model)}
                  >
                    {eventText(event)}
                  </button>
                  {event.path && <span className="hint"> {event.path}</span>}
                </li>
              ))}
            </ul>
          )}
        </section>
      </main>
    </div>
  )
}
