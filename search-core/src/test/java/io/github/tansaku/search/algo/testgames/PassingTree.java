package io.github.tansaku.search.algo.testgames;

import io.github.tansaku.search.NullMoves;

/**
 * A {@link ScriptedTree} that also allows a pass anywhere (the null move is move code 0 on the
 * path) and counts the mate-in-one questions asked right after a pass, that is, the mate-threat
 * questions of the search.
 */
public final class PassingTree extends ScriptedTree implements NullMoves<ScriptedTree.Path> {

    private int threatQuestions;

    /** A tree with these rules and passes. */
    public PassingTree(Rules rules) {
        super(rules);
    }

    /** How many mate-in-one questions were asked right after a pass. */
    public int threatQuestions() {
        return threatQuestions;
    }

    @Override
    public void makeNullMove(Path position) {
        makeMove(position, 0);
    }

    @Override
    public void unmakeNullMove(Path position) {
        unmakeMove(position, 0);
    }

    @Override
    public boolean nullMoveAllowed(Path position) {
        return true;
    }

    @Override
    public int findMateInOne(Path position) {
        if (position.length() > 0 && position.last() == 0) {
            threatQuestions++;
        }
        return super.findMateInOne(position);
    }
}
