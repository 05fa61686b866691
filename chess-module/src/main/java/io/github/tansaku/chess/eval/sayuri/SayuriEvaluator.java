package io.github.tansaku.chess.eval.sayuri;

import static io.github.tansaku.chess.board.PieceType.BISHOP;
import static io.github.tansaku.chess.board.PieceType.KING;
import static io.github.tansaku.chess.board.PieceType.KNIGHT;
import static io.github.tansaku.chess.board.PieceType.PAWN;
import static io.github.tansaku.chess.board.PieceType.QUEEN;
import static io.github.tansaku.chess.board.PieceType.ROOK;

import io.github.tansaku.chess.bitboard.Attacks;
import io.github.tansaku.chess.bitboard.Bitboards;
import io.github.tansaku.chess.board.CastlingRights;
import io.github.tansaku.chess.board.Color;
import io.github.tansaku.chess.board.Piece;
import io.github.tansaku.chess.board.Position;
import io.github.tansaku.chess.board.Square;
import io.github.tansaku.chess.eval.TraceFormat;
import java.util.Arrays;
import io.github.tansaku.chess.eval.ChessEvaluator;

/**
 * The evaluation of the chess engine Sayuri (H. Ishibashi, 2018 release), re-implemented from the
 * public source of Sayuri: material (P 100, N 400, B 400, R 600, Q 1200) plus
 * a sum of {@code weight × (ours − theirs)} features, each weight interpolated between an opening
 * and an ending value by the number of men on the board.
 *
 * <p>Scores are centipawns from the side to move's point of view. Positional terms are summed in
 * 1/256 centipawn from White's point of view and floored to centipawns before the side to move's
 * sign is applied, as the original does; that makes the colour-flipped position differ by at
 * most one centipawn. There is no tempo, lazy exit or endgame scaling. The trivial-draw rule of
 * Sayuri's search (bare kings, or one minor piece) is the game's business, not the evaluator's.
 *
 * <p>{@link SayuriOptions} selects the weight interpolation, the mobility counting and the
 * castled-flag source; {@link SayuriOptions#release()} reproduces Sayuri 2018 for FEN input.
 * The per-piece-count tables are precomputed at construction; an instance keeps scratch space,
 * so use one per thread. {@link #evaluate} allocates nothing.
 */
public final class SayuriEvaluator implements ChessEvaluator {

    private static final int TERMS = SayuriTerm.values().length;
    private static final long C16 = 0x00003C3C3C3C0000L;
    private static final long SWEET = (1L << 27) | (1L << 28) | (1L << 35) | (1L << 36);
    private static final long[][] PASSED_MASK = new long[2][64];
    private static final long[] ADJACENT_FILES = new long[8];
    /** {@code INITIAL[colour][type]}: the initial squares of that type. */
    private static final long[][] INITIAL = new long[2][6];
    /** Files a to c. */
    private static final long QUEENSIDE_SHIELD_FILES = 0x0707070707070707L;
    /** Files f to h. */
    private static final long KINGSIDE_SHIELD_FILES = 0xE0E0E0E0E0E0E0E0L;

    static {
        for (int f = 0; f < 8; f++) {
            ADJACENT_FILES[f] = (f > 0 ? Bitboards.FILE_A << (f - 1) : 0) | (f < 7 ? Bitboards.FILE_A << (f + 1) : 0);
        }
        for (int s = 0; s < 64; s++) {
            int rank = s >>> 3;
            long above = rank == 7 ? 0 : -1L << ((rank + 1) * 8);
            long below = rank == 0 ? 0 : -1L >>> ((8 - rank) * 8);
            long files = ADJACENT_FILES[s & 7] | Bitboards.fileOf(s);
            PASSED_MASK[Color.WHITE][s] = above & files;
            PASSED_MASK[Color.BLACK][s] = below & files;
        }
        long[] white = {Bitboards.RANK_2, sq("b1") | sq("g1"), sq("c1") | sq("f1"), sq("a1") | sq("h1"), sq("d1"),
            sq("e1")};
        for (int t = 0; t < 6; t++) {
            INITIAL[Color.WHITE][t] = white[t];
            INITIAL[Color.BLACK][t] = Long.reverseBytes(white[t]);
        }
    }

    private final SayuriOptions options;
    private final WeightTable[] tables = new WeightTable[33];
    /** {@code features[colour][term]} of the last evaluation, in 1/256 centipawn. */
    private final int[][] features = new int[2][TERMS];

    /** An evaluator with {@link SayuriOptions#defaults()}. */
    public SayuriEvaluator() {
        this(SayuriOptions.defaults());
    }

    /** An evaluator with {@code options}. */
    public SayuriEvaluator(SayuriOptions options) {
        this.options = options;
        for (int n = 0; n <= 32; n++) {
            tables[n] = new WeightTable(n, options);
        }
    }

    /** The options this evaluator was built with. */
    public SayuriOptions options() {
        return options;
    }

    private static long sq(String name) {
        return 1L << Square.parse(name);
    }

    @Override
    public int evaluate(Position pos) {
        int positional = positionalWhite(pos) >> 8; // floor, on the White-relative sum
        int stm = pos.sideToMove();
        int material = material(pos, stm) - material(pos, stm ^ 1);
        return stm == Color.WHITE ? material + positional : material - positional;
    }

    /** The material of {@code color} in centipawns. */
    private static int material(Position pos, int color) {
        int sum = 0;
        for (int t = PAWN; t <= QUEEN; t++) {
            sum += SayuriParams.MATERIAL[t] * Long.bitCount(pos.pieces(color, t));
        }
        return sum;
    }

    /** The positional sum, White minus Black, in 1/256 centipawn; fills {@link #features}. */
    private int positionalWhite(Position pos) {
        WeightTable w = tables[Math.min(32, Long.bitCount(pos.occupied()))];
        int sum = 0;
        for (int color = 0; color < 2; color++) {
            int[] f = features[color];
            Arrays.fill(f, 0);
            side(pos, color, w, f);
            for (int t = 0; t < TERMS; t++) {
                sum += color == Color.WHITE ? f[t] : -f[t];
            }
        }
        return sum;
    }

    private void side(Position pos, int us, WeightTable w, int[] f) {
        int them = us ^ 1;
        long own = pos.pieces(us);
        long enemy = pos.pieces(them);
        long occupied = pos.occupied();
        long enemyKingZone = Attacks.king(pos.kingSquare(them));
        long ownPawns = pos.pieces(us, PAWN);
        long enemyPawns = pos.pieces(them, PAWN);
        int flip = us == Color.WHITE ? 0 : 56;
        for (int type = PAWN; type <= KING; type++) {
            int developed = 0;
            for (long b = pos.pieces(us, type); b != 0; b &= b - 1) {
                int s = Long.numberOfTrailingZeros(b);
                int rel = s ^ flip;
                long a = attacks(type, us, s, occupied);
                f[SayuriTerm.PST_OPENING.ordinal()] += w.pstOpening[type][rel];
                f[SayuriTerm.PST_ENDING.ordinal()] += w.pstEnding[type][rel];
                int mobility = type == PAWN
                        ? pawnMobility(pos, us, s, a, enemy, occupied)
                        : Long.bitCount(a & ~own);
                f[SayuriTerm.MOBILITY.ordinal()] += w.mobility[type][mobility];
                f[SayuriTerm.CENTER.ordinal()] += w.center[type][Long.bitCount(a & C16)];
                f[SayuriTerm.SWEET_CENTER.ordinal()] += w.sweetCenter[type][Long.bitCount(a & SWEET)];
                for (long v = a & enemy; v != 0; v &= v - 1) {
                    f[SayuriTerm.ATTACK.ordinal()] += w.attack[type][Piece.type(pos.pieceAt(Long.numberOfTrailingZeros(v)))];
                }
                if (type == PAWN && enPassantTarget(pos, us, a) != 0) {
                    f[SayuriTerm.ATTACK.ordinal()] += w.attack[PAWN][PAWN];
                }
                for (long d = a & own; d != 0; d &= d - 1) {
                    f[SayuriTerm.DEFENSE.ordinal()] += w.defense[type][Piece.type(pos.pieceAt(Long.numberOfTrailingZeros(d)))];
                }
                f[SayuriTerm.KING_ZONE.ordinal()] += w.kingZone[type][Long.bitCount(a & enemyKingZone)];
                if ((INITIAL[us][type] & (1L << s)) == 0) {
                    developed++;
                }
                switch (type) {
                    case PAWN -> pawn(pos, us, s, ownPawns, enemyPawns, w, f);
                    case BISHOP -> f[SayuriTerm.BAD_BISHOP.ordinal()] += w.badBishop[Long.bitCount(ownPawns & sameColor(s))];
                    case ROOK -> rook(s, ownPawns, enemyPawns, w, f);
                    case QUEEN -> {
                        if ((INITIAL[us][QUEEN] & (1L << s)) == 0) {
                            long minors = (pos.pieces(us, KNIGHT) & INITIAL[us][KNIGHT])
                                    | (pos.pieces(us, BISHOP) & INITIAL[us][BISHOP]);
                            f[SayuriTerm.EARLY_QUEEN.ordinal()] += w.earlyQueen[Long.bitCount(minors)];
                        }
                    }
                    case KING -> king(pos, us, s, w, f);
                    default -> { }
                }
            }
            f[SayuriTerm.DEVELOPMENT.ordinal()] += w.development[type][developed];
        }
        long bishops = pos.pieces(us, BISHOP);
        if ((bishops & Bitboards.LIGHT_SQUARES) != 0 && (bishops & Bitboards.DARK_SQUARES) != 0) {
            f[SayuriTerm.BISHOP_PAIR.ordinal()] += w.bishopPair;
        }
        if (Bitboards.moreThanOne(pos.pieces(us, ROOK))) {
            f[SayuriTerm.ROOK_PAIR.ordinal()] += w.rookPair;
        }
        long enemyBishops = pos.pieces(them, BISHOP);
        if ((enemyBishops & Bitboards.LIGHT_SQUARES) != 0) {
            f[SayuriTerm.WEAK_SQUARE.ordinal()] += w.weakSquare[32 - Long.bitCount(ownPawns & Bitboards.LIGHT_SQUARES)];
        }
        if ((enemyBishops & Bitboards.DARK_SQUARES) != 0) {
            f[SayuriTerm.WEAK_SQUARE.ordinal()] += w.weakSquare[32 - Long.bitCount(ownPawns & Bitboards.DARK_SQUARES)];
        }
    }

    /** The attack set of section 4: pawn diagonals, jumps, king steps, rays up to the first man. */
    private static long attacks(int type, int color, int s, long occupied) {
        return switch (type) {
            case PAWN -> Attacks.pawn(color, s);
            case KNIGHT -> Attacks.knight(s);
            case BISHOP -> Attacks.bishop(s, occupied);
            case ROOK -> Attacks.rook(s, occupied);
            case QUEEN -> Attacks.queen(s, occupied);
            default -> Attacks.king(s);
        };
    }

    /** The en passant square if the pawn with attack set {@code a} may take there, else 0. */
    private static long enPassantTarget(Position pos, int us, long a) {
        int ep = pos.enPassantSquare();
        if (ep == Square.NONE || pos.sideToMove() != us) {
            return 0;
        }
        return a & (1L << ep);
    }

    /** Captures, pushes (double from the initial rank) and the en passant target. */
    private static int pawnMobility(Position pos, int us, int s, long a, long enemy, long occupied) {
        long moves = (a & enemy) | enPassantTarget(pos, us, a);
        int step = us == Color.WHITE ? 8 : -8;
        int one = s + step;
        if ((occupied & (1L << one)) == 0) {
            moves |= 1L << one;
            int startRank = us == Color.WHITE ? 1 : 6;
            if ((s >>> 3) == startRank && (occupied & (1L << (one + step))) == 0) {
                moves |= 1L << (one + step);
            }
        }
        return Long.bitCount(moves);
    }

    private static void pawn(Position pos, int us, int s, long ownPawns, long enemyPawns, WeightTable w, int[] f) {
        int them = us ^ 1;
        if ((enemyPawns & PASSED_MASK[us][s]) == 0) {
            f[SayuriTerm.PASSED_PAWN.ordinal()] += w.passed;
            if ((ownPawns & Attacks.pawn(them, s)) != 0) {
                f[SayuriTerm.PROTECTED_PASSED_PAWN.ordinal()] += w.protectedPassed;
            }
        }
        if ((ownPawns & Bitboards.fileOf(s) & ~(1L << s)) != 0) {
            f[SayuriTerm.DOUBLED_PAWN.ordinal()] += w.doubled;
        }
        if ((ownPawns & ADJACENT_FILES[s & 7]) == 0) {
            f[SayuriTerm.ISOLATED_PAWN.ordinal()] += w.isolated;
        }
        long shieldFiles = shieldFiles(pos.kingSquare(us), us);
        if ((shieldFiles & (1L << s)) != 0) {
            f[SayuriTerm.PAWN_SHIELD.ordinal()] += w.shield[us == Color.WHITE ? s : s ^ 56];
        }
    }

    /** Files a-c or f-h when the king is on that wing on its first two ranks; else none. */
    private static long shieldFiles(int king, int us) {
        int relRank = (king >>> 3) ^ (us == Color.WHITE ? 0 : 7);
        if (relRank > 1) {
            return 0;
        }
        int file = king & 7;
        return file <= 2 ? QUEENSIDE_SHIELD_FILES : file >= 5 ? KINGSIDE_SHIELD_FILES : 0;
    }

    private static void rook(int s, long ownPawns, long enemyPawns, WeightTable w, int[] f) {
        long file = Bitboards.fileOf(s);
        if ((ownPawns & file) == 0) {
            f[SayuriTerm.ROOK_SEMI_OPEN.ordinal()] += w.semiOpen;
            if ((enemyPawns & file) == 0) {
                f[SayuriTerm.ROOK_OPEN.ordinal()] += w.open;
            }
        }
    }

    private void king(Position pos, int us, int s, WeightTable w, int[] f) {
        int rights = pos.castlingRights() & (us == Color.WHITE
                ? CastlingRights.WHITE_KING_SIDE | CastlingRights.WHITE_QUEEN_SIDE
                : CastlingRights.BLACK_KING_SIDE | CastlingRights.BLACK_QUEEN_SIDE);
        if (hasCastled(us, s, rights)) {
            f[SayuriTerm.CASTLING.ordinal()] += w.castling;
        } else if (rights == 0) {
            f[SayuriTerm.ABANDONED_CASTLING.ordinal()] += w.abandonedCastling;
        }
    }

    private boolean hasCastled(int us, int king, int rights) {
        if (options.castledDetection() == SayuriOptions.CastledDetection.NEVER || rights != 0) {
            return false;
        }
        int relRank = (king >>> 3) ^ (us == Color.WHITE ? 0 : 7);
        int file = king & 7;
        return relRank == 0 && (file <= 2 || file >= 6);
    }

    private static long sameColor(int s) {
        return (Bitboards.DARK_SQUARES & (1L << s)) != 0 ? Bitboards.DARK_SQUARES : Bitboards.LIGHT_SQUARES;
    }

    // ------------------------------------------------------------------ trace

    /** The feature sums of the last evaluation of {@code pos}, in 1/256 centipawn, by colour and term. */
    public int[][] features(Position pos) {
        positionalWhite(pos);
        int[][] copy = new int[2][];
        copy[0] = features[0].clone();
        copy[1] = features[1].clone();
        return copy;
    }

    /**
     * Every feature for White and Black and their difference, in pawns with two decimals, then
     * the material balance, the positional sum and the closing
     * {@code Total evaluation: x (white side)} line (the value in pawns, White's view).
     */
    @Override
    public String trace(Position pos) {
        int[][] f = features(pos);
        StringBuilder sb = new StringBuilder(2000);
        sb.append("              Term |   White |   Black |   Total\n");
        sb.append("-------------------+---------+---------+---------\n");
        int sum = 0;
        for (SayuriTerm term : SayuriTerm.values()) {
            int white = f[0][term.ordinal()];
            int black = f[1][term.ordinal()];
            sum += white - black;
            sb.append(String.format("%18s | %s | %s | %s\n", term.label(), TraceFormat.pawns(white, 25600, 7),
                    TraceFormat.pawns(black, 25600, 7), TraceFormat.pawns(white - black, 25600, 7)));
        }
        int material = material(pos, Color.WHITE) - material(pos, Color.BLACK);
        sb.append("-------------------+---------+---------+---------\n");
        sb.append(String.format("%18s | %s | %s | %s\n", "Positional", "       ", "       ",
                TraceFormat.pawns(sum >> 8, 100, 7)));
        sb.append(String.format("%18s | %s | %s | %s\n", "Material",
                TraceFormat.pawns(material(pos, Color.WHITE), 100, 7),
                TraceFormat.pawns(material(pos, Color.BLACK), 100, 7), TraceFormat.pawns(material, 100, 7)));
        int v = evaluate(pos);
        int white = pos.sideToMove() == Color.WHITE ? v : -v;
        sb.append('\n').append(TraceFormat.totalLine(white, 100));
        return sb.toString();
    }
}
