import type { ApplicationStatus } from '@hireloop/flows/rules'
import type { ApplicationMove, StatusMove } from '../../lib/applications/use-application-move.ts'

/**
 * The talent closes an application with the table's one move (`talent_rejected`, "Withdraw"). Before they said yes
 * (a job our recruiters or the company put forward) or facing an offer, that move is a refusal, not a withdrawal:
 * issue 13's "accept or decline, withdraw". The words change, the move does not.
 */
function declineOf(status: ApplicationStatus, subject: string): Pick<StatusMove, 'label' | 'question'> | null {
  if (status === 'matched' || status === 'employer_interested') {
    return {
      label: 'Decline',
      question: {
        title: 'Decline this job?',
        description: `The company learns that “${subject}” is not for you. A declined job cannot be reopened.`,
      },
    }
  }
  if (status === 'offer_made') {
    return {
      label: 'Decline offer',
      question: {
        title: 'Decline this offer?',
        description: `The company learns that you turn down the offer for “${subject}”. A declined offer cannot be reopened.`,
      },
    }
  }
  return null
}

/** The talent's moves in the talent's words: "Decline" where declining is what the move means. */
export function inTalentWords(move: ApplicationMove, subject: string): ApplicationMove {
  const decline = declineOf(move.status, subject)
  if (!decline) return move
  return {
    ...move,
    moves: move.moves.map((option) => (option.to === 'talent_rejected' ? { ...option, ...decline } : option)),
  }
}
