package io.github.tansaku.shogi;

/**
 * Reads and writes SFEN (as the USI protocol defines it): {@code board side hands
 * moveNumber}, for example {@code lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b
 * - 1}.
 *
 * <p>Reading accepts the hand pieces in any order and a missing move number (taken as 1), and
 * rejects with a {@link SfenException} quoting the bad part: a wrong number of fields, ranks or
 * squares in a rank, unknown characters, {@code +} before a piece that cannot promote, more
 * pieces of a kind (board plus hands) than the game has, two unpromoted pawns of a side on one
 * file, pawns or lances on the last rank and knights on the last two, bad hand counts or a
 * kind given twice in a hand, a side other than {@code b}/{@code w}, a move number that is not
 * a positive integer, a side without exactly one king, and a position where the side that just
 * moved is in check. Writing uses the usual hand order: rook, bishop, gold, silver, knight,
 * lance, pawn, Black's pieces first.
 */
public final class Sfen {

    private static final int MAX_MOVE_NUMBER = 1_000_000;
    private static final int[] HAND_ORDER = {
        Piece.ROOK, Piece.BISHOP, Piece.GOLD, Piece.SILVER, Piece.KNIGHT, Piece.LANCE, Piece.PAWN};

    private Sfen() {
    }

    /**
     * Parses SFEN text into a new position.
     *
     * @throws SfenException if the text is malformed or the position impossible
     */
    public static Position parse(String sfen) {
        return parse(sfen, true);
    }

    /**
     * Parses SFEN text like {@link #parse(String)} but accepts more pieces of a kind (board plus
     * hands) than a shogi set holds. Some published perft suites use such positions (spec
     * section 4, row 9 has three bishops and three rooks); every other check still applies, and
     * the move generator handles them.
     *
     * @throws SfenException if the text is malformed or the position otherwise impossible
     */
    public static Position parseAllowingExtraPieces(String sfen) {
        return parse(sfen, false);
    }

    private static Position parse(String sfen, boolean limitPieceCounts) {
        if (sfen == null) {
            throw new SfenException("SFEN is null");
        }
        String[] fields = sfen.trim().split("\\s+");
        if (fields.length < 3 || fields.length > 4) {
            throw new SfenException("SFEN needs 4 fields (board, side, hands, move number), got "
                    + fields.length + ": '" + sfen + "'");
        }
        Position pos = new Position();
        parseBoard(pos, fields[0]);
        int side = parseSide(fields[1]);
        parseHands(pos, fields[2]);
        int moveNumber = fields.length == 4 ? parseMoveNumber(fields[3]) : 1;
        validate(pos, limitPieceCounts);
        pos.finishSetUp(side, moveNumber);
        if (pos.isAttacked(side, pos.kingSquare(side ^ 1))) {
            throw new SfenException("the side that is not to move is in check: '" + sfen + "'");
        }
        return pos;
    }

    private static void parseBoard(Position pos, String board) {
        String[] ranks = board.split("/", -1);
        if (ranks.length != 9) {
            throw new SfenException("SFEN board needs 9 ranks separated by '/', got " + ranks.length
                    + ": '" + board + "'");
        }
        for (int r = 0; r < 9; r++) {
            String text = ranks[r];
            int file = 9;
            boolean promoted = false;
            for (int i = 0; i < text.length(); i++) {
                char c = text.charAt(i);
                if (c >= '1' && c <= '9') {
                    if (promoted) {
                        throw new SfenException("'+' before a digit in rank " + (r + 1) + ": '" + text + "'");
                    }
                    file -= c - '0';
                    if (file < 0) {
                        throw new SfenException("rank " + (r + 1) + " has more than 9 squares: '" + text + "'");
                    }
                    continue;
                }
                if (c == '+') {
                    if (promoted) {
                        throw new SfenException("'++' in rank " + (r + 1) + ": '" + text + "'");
                    }
                    promoted = true;
                    continue;
                }
                int kind = Piece.kindOfLetter(c);
                if (kind == Piece.NONE || !Character.isLetter(c)) {
                    throw new SfenException("unknown piece '" + c + "' in rank " + (r + 1) + ": '" + text + "'");
                }
                if (promoted) {
                    if (!Piece.canPromote(kind)) {
                        throw new SfenException("'+" + c + "': this piece cannot promote, in rank " + (r + 1)
                                + ": '" + text + "'");
                    }
                    kind = Piece.promote(kind);
                    promoted = false;
                }
                if (file < 1) {
                    throw new SfenException("rank " + (r + 1) + " has more than 9 squares: '" + text + "'");
                }
                int side = Character.isUpperCase(c) ? Side.BLACK : Side.WHITE;
                int sq = Square.of(file, r + 1);
                if (Piece.kind(kind) == Piece.KING && pos.kingSquare(side) != Square.NONE) {
                    throw new SfenException("more than one " + (side == Side.BLACK ? "Black" : "White")
                            + " king: '" + board + "'");
                }
                pos.setUpPiece(Piece.of(side, kind), sq);
                file--;
            }
            if (promoted) {
                throw new SfenException("'+' at the end of rank " + (r + 1) + ": '" + text + "'");
            }
            if (file != 0) {
                throw new SfenException("rank " + (r + 1) + " has " + (9 - file) + " squares, expected 9: '"
                        + text + "'");
            }
        }
    }

    private static int parseSide(String side) {
        if (side.equals("b")) {
            return Side.BLACK;
        }
        if (side.equals("w")) {
            return Side.WHITE;
        }
        throw new SfenException("side to move must be 'b' or 'w': '" + side + "'");
    }

    private static void parseHands(Position pos, String hands) {
        if (hands.equals("-")) {
            return;
        }
        boolean[] seen = new boolean[16];
        int i = 0;
        while (i < hands.length()) {
            int count = 0;
            int digits = 0;
            while (i < hands.length() && Character.isDigit(hands.charAt(i))) {
                count = count * 10 + (hands.charAt(i) - '0');
                digits++;
                i++;
                if (digits > 2) {
                    throw new SfenException("hand count too large in '" + hands + "'");
                }
            }
            if (i == hands.length()) {
                throw new SfenException("hand ends with a count: '" + hands + "'");
            }
            char c = hands.charAt(i++);
            int kind = Piece.kindOfLetter(c);
            if (kind == Piece.NONE || kind == Piece.KING || !Character.isLetter(c)) {
                throw new SfenException("unknown hand piece '" + c + "' in '" + hands + "'");
            }
            if (digits == 0) {
                count = 1;
            }
            if (count < 1 || count > Piece.fullSetCount(kind)) {
                throw new SfenException("hand count " + count + " of '" + c + "' out of range 1.."
                        + Piece.fullSetCount(kind) + " in '" + hands + "'");
            }
            int side = Character.isUpperCase(c) ? Side.BLACK : Side.WHITE;
            if (seen[side * 8 + kind]) {
                throw new SfenException("hand piece '" + c + "' given twice in '" + hands + "'");
            }
            seen[side * 8 + kind] = true;
            pos.hand[side * 8 + kind] = count;
        }
    }

    private static int parseMoveNumber(String text) {
        int number = 0;
        if (text.isEmpty() || text.length() > 7) {
            throw new SfenException("move number must be a positive integer up to " + MAX_MOVE_NUMBER + ": '" + text + "'");
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                throw new SfenException("move number must be a positive integer: '" + text + "'");
            }
            number = number * 10 + (c - '0');
        }
        if (number < 1 || number > MAX_MOVE_NUMBER) {
            throw new SfenException("move number must be a positive integer up to " + MAX_MOVE_NUMBER + ": '" + text + "'");
        }
        return number;
    }

    private static void validate(Position pos, boolean limitPieceCounts) {
        for (int side = 0; side < 2; side++) {
            if (pos.kingSquare(side) == Square.NONE) {
                throw new SfenException("no " + (side == Side.BLACK ? "Black ('K')" : "White ('k')") + " king");
            }
        }
        int[] total = new int[Piece.KING + 1];
        for (int sq = 0; sq < Square.COUNT; sq++) {
            int piece = pos.pieceOn(sq);
            if (piece == Piece.NONE) {
                continue;
            }
            int kind = Piece.kind(piece);
            int side = Piece.side(piece);
            total[Piece.unpromote(kind)]++;
            int rank = Square.relativeRank(side, sq);
            if (MoveGenerator.mustPromote(kind, rank)) {
                throw new SfenException("'" + Piece.toSfen(piece) + "' on " + Square.toUsi(sq)
                        + " could never move again");
            }
        }
        for (int side = 0; side < 2; side++) {
            for (int kind = Piece.PAWN; kind <= Piece.GOLD; kind++) {
                total[kind] += pos.handCount(side, kind);
            }
        }
        for (int kind = Piece.PAWN; kind <= Piece.GOLD; kind++) {
            if (limitPieceCounts && total[kind] > Piece.fullSetCount(kind)) {
                throw new SfenException("too many '" + Piece.letter(kind) + "' pieces on the board and in hand: "
                        + total[kind] + " > " + Piece.fullSetCount(kind));
            }
        }
        for (int side = 0; side < 2; side++) {
            for (int file = 1; file <= 9; file++) {
                long lo = pos.piecesLo(side, Piece.PAWN) & Bitboards.fileLo(file);
                long hi = pos.piecesHi(side, Piece.PAWN) & Bitboards.fileHi(file);
                if (Bitboards.count(lo, hi) > 1) {
                    throw new SfenException("two unpromoted " + (side == Side.BLACK ? "Black" : "White")
                            + " pawns on file " + file + " (nifu)");
                }
            }
        }
    }

    /** The SFEN of {@code pos}. */
    public static String write(Position pos) {
        StringBuilder sb = new StringBuilder(96);
        writeBoard(pos, sb);
        sb.append(' ').append(Side.toSfen(pos.sideToMove())).append(' ');
        writeHands(pos, sb);
        sb.append(' ').append(pos.moveNumber());
        return sb.toString();
    }

    /** Appends the board field of {@code pos}. */
    static void writeBoard(Position pos, StringBuilder sb) {
        writeBoard(pos::pieceOn, sb);
    }

    /**
     * The SFEN board field of a board given as an array indexed by {@link Square} holding
     * {@link Piece} codes ({@link Piece#NONE} for empty squares), e.g. while a record is read.
     */
    public static String boardField(int[] board) {
        StringBuilder sb = new StringBuilder(81);
        writeBoard(square -> board[square], sb);
        return sb.toString();
    }

    private static void writeBoard(java.util.function.IntUnaryOperator pieceOn, StringBuilder sb) {
        for (int rank = 1; rank <= 9; rank++) {
            int empty = 0;
            for (int file = 9; file >= 1; file--) {
                int piece = pieceOn.applyAsInt(Square.of(file, rank));
                if (piece == Piece.NONE) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    sb.append(empty);
                    empty = 0;
                }
                sb.append(Piece.toSfen(piece));
            }
            if (empty > 0) {
                sb.append(empty);
            }
            if (rank < 9) {
                sb.append('/');
            }
        }
    }

    /** Appends the hands field of {@code pos} ({@code -} when both are empty). */
    static void writeHands(Position pos, StringBuilder sb) {
        int length = sb.length();
        for (int side = 0; side < 2; side++) {
            for (int kind : HAND_ORDER) {
                int count = pos.handCount(side, kind);
                if (count == 0) {
                    continue;
                }
                if (count > 1) {
                    sb.append(count);
                }
                char c = Piece.letter(kind);
                sb.append(side == Side.BLACK ? c : Character.toLowerCase(c));
            }
        }
        if (sb.length() == length) {
            sb.append('-');
        }
    }
}
