package io.github.tansaku.harness.match;

import io.github.tansaku.search.Game;
import io.github.tansaku.search.Outcome;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import java.util.function.LongSupplier;

/**
 * Plays one game between two engines with a referee: the opening's moves first, then each
 * engine in turn on its own clock, every move timed and checked. An engine's fault (a crash, a
 * hang, an unreadable answer, an illegal move, a lost clock, a false claim) loses the game for it;
 * the record says which and why.
 *
 * <p>Both engines play on the same time control unless one is given its own
 * ({@link #withControlOf}): time odds, or node odds at a node limit, as when an engine is given
 * the nodes it would search in the other's time.
 *
 * @param <P> the position type
 * @param <M> the move type
 */
public final class MatchGame<P, M> {

    private final Game<P, M> game;
    private final Function<String, P> startPosition;
    private final Referee<P, M> referee;
    private final TimeControl control;
    /** The engines with a time control of their own, by name. */
    private final Map<String, TimeControl> ownControls;
    private final Adjudication adjudication;
    private final LongSupplier nanoTime;

    /**
     * @param game          the rules
     * @param startPosition reads a start position's text (throws {@code IllegalArgumentException} if malformed)
     * @param referee       decides when the game is over
     * @param control       both engines' time control
     * @param adjudication  early endings from the engines' scores and the ply limit
     * @param nanoTime      the time source that times the moves ({@code System::nanoTime}; a fake one in tests)
     */
    public MatchGame(Game<P, M> game, Function<String, P> startPosition, Referee<P, M> referee, TimeControl control,
            Adjudication adjudication, LongSupplier nanoTime) {
        this(game, startPosition, referee, control, Map.of(), adjudication, nanoTime);
    }

    private MatchGame(Game<P, M> game, Function<String, P> startPosition, Referee<P, M> referee, TimeControl control,
            Map<String, TimeControl> ownControls, Adjudication adjudication, LongSupplier nanoTime) {
        this.game = game;
        this.startPosition = startPosition;
        this.referee = referee;
        this.control = Objects.requireNonNull(control, "control");
        this.ownControls = Map.copyOf(ownControls);
        this.adjudication = adjudication;
        this.nanoTime = nanoTime;
    }

    /**
     * This game with the engine named {@code engine} on {@code ownControl} instead of the shared
     * time control, whichever side it plays: odds of time, or of nodes at a node limit. Its
     * opponent keeps the shared control, or its own if it has one.
     */
    public MatchGame<P, M> withControlOf(String engine, TimeControl ownControl) {
        Map<String, TimeControl> controls = new HashMap<>(ownControls);
        controls.put(Objects.requireNonNull(engine, "engine"), Objects.requireNonNull(ownControl, "ownControl"));
        return new MatchGame<>(game, startPosition, referee, control, controls, adjudication, nanoTime);
    }

    /** The time control the engine named {@code engine} plays on. */
    public TimeControl controlOf(String engine) {
        return ownControls.getOrDefault(engine, control);
    }

    /**
     * Plays {@code opening} with {@code seat0} as the side to move of its start position.
     *
     * @throws IllegalArgumentException if the opening does not parse or contains an illegal move
     *     (the book's fault, not an engine's)
     */
    public GameRecord<M> play(Opening<M> opening, MatchEngine<P, M> seat0, MatchEngine<P, M> seat1) {
        P position = startPosition.apply(opening.startText());
        for (M move : opening.moves()) {
            if (!referee.isLegal(position, move) || !game.makeMove(position, game.codeOf(move))) {
                throw new IllegalArgumentException("the opening " + opening + " has an illegal move: " + move);
            }
        }
        return new Play(opening, position, List.of(seat0, seat1)).run();
    }

    /** The state of one game in progress. */
    private final class Play {
        private final Opening<M> opening;
        private final P position;
        private final List<MatchEngine<P, M>> engines;
        private final List<String> names;
        private final List<M> moves;
        private final List<GameRecord.MoveStat> stats = new ArrayList<>();
        /** The time controls by seat, and the clocks that keep them. */
        private final List<TimeControl> controls;
        private final SideClock[] clocks;
        private final AdjudicationTracker tracker = new AdjudicationTracker(adjudication);

        Play(Opening<M> opening, P position, List<MatchEngine<P, M>> engines) {
            this.opening = opening;
            this.position = position;
            this.engines = engines;
            this.names = List.of(engines.get(0).name(), engines.get(1).name());
            this.moves = new ArrayList<>(opening.moves());
            this.controls = List.of(controlOf(names.get(0)), controlOf(names.get(1)));
            this.clocks = new SideClock[] {new SideClock(controls.get(0)), new SideClock(controls.get(1))};
        }

        GameRecord<M> run() {
            for (int seat = 0; seat < 2; seat++) {
                try {
                    engines.get(seat).newGame();
                } catch (EngineFault fault) {
                    return faulted(seat, fault);
                }
            }
            int seat = moves.size() % 2;
            while (true) {
                Referee.Verdict verdict = referee.judge(position);
                if (verdict.isOver()) {
                    return finished(forSeat0(seat, verdict.forSideToMove()), Termination.RULES, verdict.reason(), -1);
                }
                if (adjudication.maxPlies() > 0 && moves.size() >= adjudication.maxPlies()) {
                    return finished(Outcome.DRAW, Termination.MAX_PLIES, "reached " + moves.size() + " plies", -1);
                }
                GameRecord<M> ended = move(seat);
                if (ended != null) {
                    return ended;
                }
                seat = 1 - seat;
            }
        }

        /** One engine's move; a record if the move ended the game. */
        private GameRecord<M> move(int seat) {
            MatchEngine<P, M> engine = engines.get(seat);
            long start = nanoTime.getAsLong();
            EngineReply<M> reply;
            try {
                reply = engine.play(new GameSoFar<>(opening.startText(), List.copyOf(moves), game.copy(position)),
                        new MatchEngine.Clocks(clocks[seat], clocks[1 - seat]));
            } catch (EngineFault fault) {
                return faulted(seat, fault);
            }
            long millis = (nanoTime.getAsLong() - start) / 1_000_000;
            if (!clocks[seat].charge(millis)) {
                return lost(seat, Termination.TIME_FORFEIT, names.get(seat) + " lost on time (" + millis + " ms)");
            }
            if (reply.claimsWin()) {
                return referee.allowsWinClaim(position)
                        ? finished(seat == 0 ? Outcome.WIN : Outcome.LOSS, Termination.WIN_CLAIM,
                                names.get(seat) + " claimed a win by rule", -1)
                        : lost(seat, Termination.FALSE_CLAIM, names.get(seat) + " claimed a win it does not have");
            }
            if (reply.resigned()) {
                return finished(seat == 0 ? Outcome.LOSS : Outcome.WIN, Termination.RESIGNATION,
                        names.get(seat) + " resigned", -1);
            }
            if (!referee.isLegal(position, reply.move())) {
                return lost(seat, Termination.ILLEGAL_MOVE, names.get(seat) + " played the illegal move " + reply.move());
            }
            game.makeMove(position, game.codeOf(reply.move()));
            moves.add(reply.move());
            stats.add(new GameRecord.MoveStat(millis, reply.score().isPresent() ? reply.score().getAsInt() : null,
                    reply.depth(), reply.nodes()));
            return adjudicate(seat, reply);
        }

        private GameRecord<M> adjudicate(int seat, EngineReply<M> reply) {
            switch (tracker.record(seat, moves.size() - 1, reply.score())) {
                case SEAT_LOST -> {
                    int lost = tracker.lostSeat();
                    return finished(lost == 0 ? Outcome.LOSS : Outcome.WIN, Termination.ADJUDICATED_WIN,
                            "both engines' scores agree that " + names.get(lost) + " is lost", -1);
                }
                case DRAW -> {
                    return finished(Outcome.DRAW, Termination.ADJUDICATED_DRAW, "both engines' scores stayed level", -1);
                }
                default -> {
                    return null;
                }
            }
        }

        private GameRecord<M> faulted(int seat, EngineFault fault) {
            Termination termination = switch (fault.kind()) {
                case CRASH -> Termination.CRASH;
                case HANG -> Termination.HANG;
                case PROTOCOL -> Termination.PROTOCOL_ERROR;
            };
            return lost(seat, termination, names.get(seat) + ": " + fault.getMessage());
        }

        private GameRecord<M> lost(int seat, Termination termination, String reason) {
            return finished(seat == 0 ? Outcome.LOSS : Outcome.WIN, termination, reason, seat);
        }

        private GameRecord<M> finished(Outcome forSeat0, Termination termination, String reason, int faultySeat) {
            for (int seat = 0; seat < 2; seat++) {
                if (seat != faultySeat) {
                    Outcome outcome = seat == 0 ? forSeat0 : forSeat0.flip();
                    engines.get(seat).gameOver(outcome == Outcome.WIN ? 1 : outcome == Outcome.LOSS ? 0 : 0.5);
                }
            }
            return new GameRecord<>(opening.startText(), opening.moves().size(), moves, stats, names, forSeat0,
                    termination, reason, faultySeat, controls);
        }
    }

    private static Outcome forSeat0(int seatToMove, Outcome forSideToMove) {
        return seatToMove == 0 ? forSideToMove : forSideToMove.flip();
    }
}
